import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkey, session } from '../../db/schema';

/**
 * A reader's sessions and passkeys as the profile and their copy of their data list them: never a session's
 * token or a passkey's key. Ending a session goes through the identity library.
 */
export function createSessionsRepository(db: Db) {
  const active = (userId: string) => and(eq(session.userId, userId), gt(session.expiresAt, new Date()));
  return {
    /**
     * The reader's unexpired sessions, the last used first, without their tokens. The address is read only
     * to be turned into a range (address-range.ts): it is never answered as it is.
     */
    listActive: (userId: string, limit: number) =>
      db
        .select({
          id: session.id,
          userAgent: session.userAgent,
          ipAddress: session.ipAddress,
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
          expiresAt: session.expiresAt,
        })
        .from(session)
        .where(active(userId))
        .orderBy(desc(session.updatedAt))
        .limit(limit),
    /** The token of one of the reader's unexpired sessions, or null when it is not theirs or has ended. */
    async activeToken(userId: string, id: string): Promise<string | null> {
      const [found] = await db
        .select({ token: session.token })
        .from(session)
        .where(and(active(userId), eq(session.id, id)));
      return found?.token ?? null;
    },
    /** Every session of the reader, expired or not. */
    all: (userId: string) =>
      db.select({ id: session.id, token: session.token }).from(session).where(eq(session.userId, userId)),
    /** The reader's passkeys by name and date, the newest first: never the key or the credential's id. */
    passkeyNames: (userId: string, limit: number) =>
      db
        .select({ name: passkey.name, createdAt: passkey.createdAt })
        .from(passkey)
        .where(eq(passkey.userId, userId))
        .orderBy(desc(passkey.createdAt))
        .limit(limit),
  };
}

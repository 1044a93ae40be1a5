import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';

/** A reader's sessions as the profile lists them; ending one goes through the identity library. */
export function createSessionsRepository(db: Db) {
  const active = (userId: string) => and(eq(session.userId, userId), gt(session.expiresAt, new Date()));
  return {
    /** The reader's unexpired sessions, the last used first. */
    listActive: (userId: string, limit: number) =>
      db.select().from(session).where(active(userId)).orderBy(desc(session.updatedAt)).limit(limit),
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
  };
}

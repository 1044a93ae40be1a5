import { and, desc, eq, like, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';

/** How the identity library names a reset link's row in the verification table. */
const RESET_PREFIX = 'reset-password:';

/**
 * The site's own writes to the identity library's tables, beside the library's adapter: reset links and the
 * confirmed address. Everything else there is the library's.
 */
export function createAuthRepository(db: Db) {
  /**
   * Deletes an account's password and every session of it; answers whether it had a password. For a
   * password set before the address was confirmed, by someone who may not be the address's owner.
   */
  async function dropPassword(userId: string): Promise<boolean> {
    const dropped = await db
      .delete(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    await db.delete(session).where(eq(session.userId, userId));
    return dropped.length > 0;
  }

  return {
    /** Leaves at most the newest reset link of an account alive (all of them with `keepNewest` false). */
    async dropResetTokens(userId: string, keepNewest: boolean): Promise<void> {
      const ofUser = and(eq(verification.value, userId), like(verification.identifier, `${RESET_PREFIX}%`));
      if (!keepNewest) {
        await db.delete(verification).where(ofUser);
        return;
      }
      const newest = await db
        .select({ id: verification.id })
        .from(verification)
        .where(ofUser)
        .orderBy(desc(verification.createdAt), desc(verification.id))
        .limit(1);
      await db.delete(verification).where(
        and(
          ofUser,
          notInArray(
            verification.id,
            newest.map((row) => row.id),
          ),
        ),
      );
    },

    /**
     * An account whose address was never confirmed, now signed into through a provider that vouches for the
     * address: whoever set its password (perhaps not the address's owner) loses it and every session. Answers
     * whether it was such an account.
     */
    async dropUnconfirmedPassword(userId: string): Promise<boolean> {
      const [owner] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, userId));
      if (!owner || owner.verified) return false;
      await dropPassword(userId);
      return true;
    },

    dropPassword,

    /** Marks an account's e-mail address as confirmed. */
    async markEmailVerified(userId: string): Promise<void> {
      await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    },
  };
}

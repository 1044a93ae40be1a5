import { FORMER_CONTRIBUTOR_ID } from '@shared/former-contributor';
import { isAdminRole, type Role } from '@shared/roles';
import { and, count, eq, gt, gte, ilike, isNull, lt, ne, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestFirst, type PageRange } from '../../db/paged';
import { account, session, subscriptions, twoFactor, user, userCount } from '../../db/schema';

export type UserRecord = typeof user.$inferSelect;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

export function createUsersRepository(db: Db) {
  return {
    /**
     * Every member, as the database keeps the count (drizzle/0008_counts.sql), less the "Former contributor"
     * account, which stands for no member.
     */
    async count(): Promise<number> {
      const [row] = await db
        .select({
          total: sql<number>`${userCount.total} - (select count(*) from ${user} where ${user.id} = ${FORMER_CONTRIBUTOR_ID})::int`,
        })
        .from(userCount);
      return row?.total ?? 0;
    },

    /** Readers whose premium access runs now. */
    async countPremium(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(user).where(gt(user.premiumUntil, sql`now()`));
      return row?.total ?? 0;
    },

    /** Readers whose premium ends in [from, to), a page at a time after the id `after`, by id. */
    async premiumEndingBetween(from: Date, to: Date, after: string, limit: number, exceptRenewing = false) {
      // A reader whose renewal is on will be charged, not cut off: no "premium ends" for them.
      const renewing = sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${user.id} and ${subscriptions.status} = 'active' and not ${subscriptions.cancelAtPeriodEnd})`;
      return db
        .select({ id: user.id, name: user.name, email: user.email, premiumUntil: user.premiumUntil })
        .from(user)
        .where(
          and(
            gte(user.premiumUntil, from),
            lt(user.premiumUntil, to),
            gt(user.id, after),
            exceptRenewing ? not(renewing) : undefined,
          ),
        )
        .orderBy(user.id)
        .limit(limit);
    },

    /** Whether the account signs in with a password (one made with Google alone has none). */
    async hasPassword(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: account.id })
        .from(account)
        .where(
          and(eq(account.userId, id), eq(account.providerId, 'credential'), not(isNull(account.password))),
        )
        .limit(1);
      return row !== undefined;
    },

    async findById(id: string): Promise<UserRecord | undefined> {
      const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const [row] = await db
        .select()
        .from(user)
        .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    /** A page of members, newest first, whose name or e-mail address holds `search` when one is given. */
    list(query: PageRange & { search?: string | undefined }) {
      const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
      return newestFirst(
        db,
        user,
        query,
        and(
          ne(user.id, FORMER_CONTRIBUTOR_ID),
          pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
        ),
      );
    },

    /**
     * Sets a photo fetched in the background, only while the reader still has none: a photo they chose in
     * the meantime is never overwritten.
     */
    async setPhotoIfNone(id: string, image: string): Promise<boolean> {
      const result = await db
        .update(user)
        .set({ image })
        .where(and(eq(user.id, id), isNull(user.image)))
        .returning({ id: user.id });
      return result.length > 0;
    },

    async updateProfile(
      id: string,
      profile: {
        name?: string | undefined;
        image?: string | null | undefined;
        bio?: string | null | undefined;
        showEmail?: boolean | undefined;
      },
    ) {
      const result = await db.update(user).set(profile).where(eq(user.id, id)).returning({ id: user.id });
      return result.length;
    },

    /**
     * Turns a member's authenticator app off: its key and backup codes go, and every session of the account
     * ends, in one transaction. Nothing is done (0) when the app was not on.
     */
    async dropSecondStep(id: string): Promise<{ modifiedCount: number }> {
      return db.transaction(async (tx) => {
        const turnedOff = await tx
          .update(user)
          .set({ twoFactorEnabled: false })
          .where(and(eq(user.id, id), eq(user.twoFactorEnabled, true)))
          .returning({ id: user.id });
        if (turnedOff.length === 0) return { modifiedCount: 0 };
        await tx.delete(twoFactor).where(eq(twoFactor.userId, id));
        await tx.delete(session).where(eq(session.userId, id));
        return { modifiedCount: 1 };
      });
    },

    /**
     * Sets a user's role. Taking the role from an admin keeps at least one admin: the update only happens
     * when another admin remains, checked under a lock of the admins' rows so two demotions at once cannot
     * remove the last two.
     */
    async setRole(id: string, role: Role): Promise<{ modifiedCount: number; lastAdmin: boolean }> {
      if (isAdminRole(role)) {
        const result = await db
          .update(user)
          .set({ role })
          .where(and(eq(user.id, id), ne(user.role, role)))
          .returning({ id: user.id });
        return { modifiedCount: result.length, lastAdmin: false };
      }
      return db.transaction(async (tx) => {
        // Serialise demotions so the "another admin remains" check cannot race.
        await tx.execute(sql`select id from ${user} where ${user.role} = 'admin' for update`);
        const [others] = await tx
          .select({ total: count() })
          .from(user)
          .where(and(eq(user.role, 'admin'), sql`${user.id} <> ${id}`));
        const target = await tx.select({ role: user.role }).from(user).where(eq(user.id, id));
        if (isAdminRole(target[0]?.role) && (others?.total ?? 0) === 0) {
          return { modifiedCount: 0, lastAdmin: true };
        }
        const result = await tx
          .update(user)
          .set({ role })
          .where(and(eq(user.id, id), ne(user.role, role)))
          .returning({ id: user.id });
        return { modifiedCount: result.length, lastAdmin: false };
      });
    },
  };
}

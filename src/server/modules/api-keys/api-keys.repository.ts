import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, user } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
type NewApiKey = Omit<typeof apiKeys.$inferInsert, 'id' | 'createdAt' | 'revokedAt'>;

/** API keys: made, listed, changed and revoked by admins; found by their hash on every request. */
export function createApiKeysRepository(db: Db) {
  return {
    async create(values: NewApiKey): Promise<ApiKeyRow> {
      const [row] = await db.insert(apiKeys).values(values).returning();
      if (!row) throw new Error('the API key was not stored');
      return row;
    },

    /** Every key, newest first. Keys are made by hand, a few per site: the list is short. */
    list: () => db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(500),

    find: async (id: string) => (await db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0] ?? null,

    /** Renames a key or changes its rate, unless it was revoked. */
    async update(id: string, change: { name?: string; ratePerMinute?: number }) {
      const [row] = await db
        .update(apiKeys)
        .set(change)
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning();
      return row ?? null;
    },

    /** Revokes a key once: a second revocation changes nothing and keeps the first one's time. */
    async revoke(id: string): Promise<{ row: ApiKeyRow; changed: boolean } | null> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning();
      if (row) return { row, changed: true };
      const [earlier] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
      return earlier ? { row: earlier, changed: false } : null;
    },

    /** A key that has not been revoked, by its hash, with the account of the admin who made it. */
    async live(keyHash: string) {
      const [found] = await db
        .select({ key: apiKeys, maker: user })
        .from(apiKeys)
        .leftJoin(user, eq(user.id, apiKeys.createdBy))
        .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
        .limit(1);
      return found ?? null;
    },
  };
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testPaymentIntents } from '../../db/schema';

export type TestIntentRecord = typeof testPaymentIntents.$inferSelect;
export type NewTestIntent = Pick<
  typeof testPaymentIntents.$inferInsert,
  'id' | 'clientSecret' | 'userId' | 'plan' | 'days' | 'amountCents' | 'renew'
>;

/** The test-mode provider's intents, kept in the database so any server process can confirm or verify them. */
export function createTestIntentsRepository(db: Db) {
  return {
    async create(intent: NewTestIntent): Promise<void> {
      await db.insert(testPaymentIntents).values(intent);
    },

    async findById(id: string): Promise<TestIntentRecord | undefined> {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1);
      return row;
    },

    /** The reader's intent behind a client secret (another reader's secret finds nothing). */
    async findBySecret(clientSecret: string, userId: string): Promise<TestIntentRecord | undefined> {
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(and(eq(testPaymentIntents.clientSecret, clientSecret), eq(testPaymentIntents.userId, userId)))
        .limit(1);
      return row;
    },

    async setOutcome(id: string, outcome: { status?: 'succeeded'; lastError: string | null }): Promise<void> {
      await db.update(testPaymentIntents).set(outcome).where(eq(testPaymentIntents.id, id));
    },
  };
}

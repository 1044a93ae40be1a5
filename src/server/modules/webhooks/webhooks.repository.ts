import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestFirst, type PageRange } from '../../db/paged';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type WebhookRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Webhooks and their deliveries (the deliveries themselves are written by the database's triggers). */
export function createWebhooksRepository(db: Db) {
  return {
    async create(values: { url: string; events: string[]; secret: string }): Promise<WebhookRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      if (!row) throw new Error('the webhook was not stored');
      return row;
    },

    /** Every webhook, newest first, with its last delivery's outcome. */
    async list() {
      const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
      if (rows.length === 0) return [];
      const last = await db
        .selectDistinctOn([webhookDeliveries.endpointId], {
          endpointId: webhookDeliveries.endpointId,
          state: webhookDeliveries.state,
          responseStatus: webhookDeliveries.responseStatus,
        })
        .from(webhookDeliveries)
        .where(
          inArray(
            webhookDeliveries.endpointId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt));
      const byEndpoint = new Map(last.map((delivery) => [delivery.endpointId, delivery]));
      return rows.map((row) => ({ row, last: byEndpoint.get(row.id) ?? null }));
    },

    find: async (id: string) =>
      (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0] ?? null,

    async remove(id: string): Promise<number> {
      return (
        await db
          .delete(webhookEndpoints)
          .where(eq(webhookEndpoints.id, id))
          .returning({ id: webhookEndpoints.id })
      ).length;
    },

    deliveries: (endpointId: string, range: PageRange) =>
      newestFirst(db, webhookDeliveries, range, eq(webhookDeliveries.endpointId, endpointId)),

    /** One delivery with the webhook it goes to. */
    async delivery(id: string) {
      const [found] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, id));
      return found ?? null;
    },

    /**
     * Takes up to `limit` deliveries waiting to be queued, oldest first, and marks them queued in one
     * statement, so two processes never take the same one.
     */
    async takeNew(limit: number): Promise<string[]> {
      const rows = await db.execute<{ id: string }>(sql`
        update ${webhookDeliveries} set state = 'queued'
        where id in (
          select id from ${webhookDeliveries} where state = 'new'
          order by created_at limit ${limit} for update skip locked
        )
        returning id`);
      return (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    },

    /** Deliveries queued long ago and never tried: their job was lost (a crash between two steps). */
    async stranded(before: Date): Promise<string[]> {
      const rows = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.state, 'queued'),
            eq(webhookDeliveries.attempts, 0),
            lt(webhookDeliveries.createdAt, before),
          ),
        )
        .limit(100);
      return rows.map((row) => row.id);
    },

    async recordAttempt(
      id: string,
      outcome: { delivered: boolean; responseStatus: number | null; error: string | null },
    ): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          state: outcome.delivered ? 'delivered' : 'failed',
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          responseStatus: outcome.responseStatus,
          error: outcome.error,
          lastAttemptAt: new Date(),
        })
        .where(eq(webhookDeliveries.id, id));
    },

    /** A delivery to be sent again: back in the queue's hands. */
    async requeue(id: string): Promise<DeliveryRow | null> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ state: 'queued' })
        .where(eq(webhookDeliveries.id, id))
        .returning();
      return row ?? null;
    },
  };
}

import { randomBytes } from 'node:crypto';
import { WEBHOOK_TEXTS as TEXTS } from '@shared/messages/webhooks';
import type { Webhook, WebhookDelivery, WebhookEvent, WebhookInput } from '@shared/schemas/webhooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mapPage, type Paged, type PageRange } from '../../db/paged';
import { badRequest, notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/job-queue';
import { refusedLiteralHost } from '../../lib/public-address';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import { type SendOptions, send, signature } from './webhook-sender';
import { createWebhooksRepository, type DeliveryRow, type WebhookRow } from './webhooks.repository';

export const WEBHOOK_QUEUE = 'webhook-deliver';
/** Tries of one delivery before it stays failed (an admin may send it again). */
export const MAX_ATTEMPTS = 6;
/** The first pause before a failed delivery is tried again; it doubles each time (about half an hour in all). */
const RETRY_DELAY_SECONDS = 30;
/** How often the deliveries the database wrote are handed to the queue. */
export const DISPATCH_EVERY_MS = 2_000;

export interface WebhooksOptions {
  db: Db;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** Plain http and this machine's addresses are allowed only where this says so (the tests). */
  allowLocal: boolean;
  send?: SendOptions;
}

const asWebhook = (
  row: WebhookRow,
  last: { state: string; responseStatus: number | null } | null,
): Webhook => ({
  _id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  lastDelivery: last as Webhook['lastDelivery'],
  date: row.createdAt.toISOString(),
});

const asDelivery = (row: DeliveryRow): WebhookDelivery => ({
  _id: row.id,
  event: row.event as WebhookEvent,
  state: row.state,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  error: row.error,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  payload: row.payload as Record<string, unknown>,
  date: row.createdAt.toISOString(),
});

/**
 * Webhooks (docs/product.md#webhooks): admins register addresses for events; the database writes one
 * delivery per event and address in the transaction of the change (drizzle/0025_webhooks.sql); this
 * service hands them to the job queue, which POSTs each, signed, and tries a failed one again with a
 * doubling pause. Every delivery is logged with its outcome and can be sent again.
 */
export function createWebhooksService(options: WebhooksOptions) {
  const { db, queue, log } = options;
  const repository = createWebhooksRepository(db);
  const audit = createAuditRepository(db);
  const sendOptions: SendOptions = options.allowLocal
    ? { isAllowedAddress: () => true, ...options.send }
    : { ...options.send };

  async function deliver(job: { id: string; data: { deliveryId: string } }) {
    const found = await repository.delivery(job.data.deliveryId);
    if (!found || found.delivery.state === 'delivered') return;
    const { delivery, endpoint } = found;
    const body = JSON.stringify({
      id: delivery.id,
      event: delivery.event,
      createdAt: delivery.createdAt.toISOString(),
      data: delivery.payload,
    });
    const outcome = await send(
      endpoint.url,
      {
        'user-agent': 'Broadsheet-Webhooks',
        'broadsheet-event': delivery.event,
        'broadsheet-delivery': delivery.id,
        'broadsheet-signature': signature(endpoint.secret, body, new Date()),
      },
      body,
      sendOptions,
    );
    await repository.recordAttempt(delivery.id, outcome);
    if (outcome.delivered) return;
    log.warn({ delivery: delivery.id, reason: outcome.error }, 'a webhook delivery failed');
    if (delivery.attempts + 1 < MAX_ATTEMPTS)
      await queue.fail(WEBHOOK_QUEUE, job.id, new Error(outcome.error ?? ''));
  }

  queue.define<{ deliveryId: string }>({
    name: WEBHOOK_QUEUE,
    retryLimit: MAX_ATTEMPTS,
    retryDelaySeconds: RETRY_DELAY_SECONDS,
    batchSize: 8,
    handler: async (jobs) => {
      await Promise.all(jobs.map(deliver));
    },
  });

  const enqueue = (ids: string[]) =>
    ids.length === 0
      ? Promise.resolve()
      : queue.sendMany(
          WEBHOOK_QUEUE,
          ids.map((deliveryId) => ({ deliveryId })),
        );

  function checkAddress(url: string) {
    if (options.allowLocal) return;
    const target = new URL(url);
    if (target.protocol !== 'https:')
      throw badRequest(`The address ${TEXTS.httpsOnly}.`, { url: TEXTS.httpsOnly });
    if (target.hostname === 'localhost' || refusedLiteralHost(target))
      throw badRequest(`The address ${TEXTS.publicOnly}.`, { url: TEXTS.publicOnly });
  }

  return {
    async list(): Promise<Webhook[]> {
      return (await repository.list()).map(({ row, last }) => asWebhook(row, last));
    },

    async create(actor: Viewer, input: WebhookInput): Promise<Webhook & { secret: string }> {
      checkAddress(input.url);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const row = await repository.create({ url: input.url, events: input.events, secret });
      await audit.record(actor, {
        action: 'webhook.create',
        targetType: 'webhook',
        targetId: row.id,
        details: { url: row.url, events: row.events },
      });
      return { ...asWebhook(row, null), secret };
    },

    async remove(actor: Viewer, id: string): Promise<{ deletedCount: number }> {
      const row = await repository.find(id);
      if (!row) throw notFound(TEXTS.webhook);
      const deletedCount = await repository.remove(id);
      await audit.record(actor, {
        action: 'webhook.delete',
        targetType: 'webhook',
        targetId: id,
        details: { url: row.url },
      });
      return { deletedCount };
    },

    async deliveries(id: string, range: PageRange): Promise<Paged<WebhookDelivery>> {
      if (!(await repository.find(id))) throw notFound(TEXTS.webhook);
      return mapPage(repository.deliveries(id, range), asDelivery);
    },

    async redeliver(actor: Viewer, id: string): Promise<WebhookDelivery> {
      const row = await repository.requeue(id);
      if (!row) throw notFound(TEXTS.delivery);
      await enqueue([row.id]);
      await audit.record(actor, {
        action: 'webhook.redeliver',
        targetType: 'webhook-delivery',
        targetId: id,
      });
      return asDelivery(row);
    },

    /** Hands the deliveries the database wrote to the queue, and again any whose job a crash lost. */
    async dispatch(): Promise<number> {
      const fresh = await repository.takeNew(100);
      const stranded = await repository.stranded(new Date(Date.now() - 10 * 60_000));
      await enqueue([...fresh, ...stranded]);
      return fresh.length;
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

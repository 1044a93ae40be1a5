import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
} from '@shared/contract/webhooks';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import type { SendOptions } from './webhook-sender';
import { createWebhooksService, DISPATCH_EVERY_MS } from './webhooks.service';

/** Webhooks are the admins' alone and in no cache: their writes clear nothing. */
const WRITE = { changes: 'none' } as const;

/** Admins' webhooks (docs/product.md#webhooks), and the hand-over of the database's deliveries to the queue. */
export async function webhooksRoutes(app: FastifyInstance, options: { send?: SendOptions }) {
  const webhooks = createWebhooksService({
    db: app.database.db,
    queue: app.jobs,
    log: app.log,
    allowLocal: app.config.env === 'test',
    ...(options.send ? { send: options.send } : {}),
  });

  serve(app, listWebhooks, () => webhooks.list());
  serve(app, createWebhook, ({ viewer, body }) => webhooks.create(viewer, body), WRITE);
  serve(app, deleteWebhook, ({ viewer, params }) => webhooks.remove(viewer, params.id), WRITE);
  serve(app, listWebhookDeliveries, ({ params, query }) => webhooks.deliveries(params.id, query));
  serve(app, redeliverWebhook, ({ viewer, params }) => webhooks.redeliver(viewer, params.id), WRITE);

  // Where jobs are worked, the deliveries the database wrote are handed to the queue every few seconds.
  if (!app.config.jobsInServer) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = webhooks
        .dispatch()
        .catch((error) => app.log.error({ err: error }, 'webhook dispatch failed'));
    }, DISPATCH_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

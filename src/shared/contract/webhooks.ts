import { deletedResponseSchema, idParamSchema } from '../schemas/common';
import {
  createdWebhookSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookSchema,
} from '../schemas/webhooks';
import { errorAnswers, pagedList } from './answers';
import { endpoint } from './endpoint';

/** Admins' webhooks: addresses told of articles, readers' premium, payments and comments (docs/product.md#webhooks). */
const admin = { access: 'admin', tags: ['webhooks'] } as const;
const refused = errorAnswers(400, 401, 403);
const byId = errorAnswers(400, 401, 403, 404);

export const listWebhooks = endpoint({
  ...admin,
  method: 'GET',
  path: '/admin/webhooks',
  summary: 'The registered webhooks, newest first, with their last delivery',
  response: { 200: webhookSchema.array(), ...refused },
});

export const createWebhook = endpoint({
  ...admin,
  method: 'POST',
  path: '/admin/webhooks',
  summary: 'Register a webhook; the answer holds its signing secret, shown this once',
  body: webhookInputSchema,
  response: { 201: createdWebhookSchema, ...refused },
});

export const deleteWebhook = endpoint({
  ...admin,
  method: 'DELETE',
  path: '/admin/webhooks/:id',
  summary: 'Remove a webhook and its delivery log',
  params: idParamSchema,
  response: { 200: deletedResponseSchema, ...byId },
});

export const listWebhookDeliveries = endpoint({
  ...admin,
  method: 'GET',
  path: '/admin/webhooks/:id/deliveries',
  summary: 'A webhook’s deliveries, newest first',
  params: idParamSchema,
  ...pagedList(webhookDeliverySchema, byId),
});

export const redeliverWebhook = endpoint({
  ...admin,
  method: 'POST',
  path: '/admin/webhook-deliveries/:id/redeliver',
  summary: 'Send a delivery again',
  params: idParamSchema,
  response: { 200: webhookDeliverySchema, ...byId },
});

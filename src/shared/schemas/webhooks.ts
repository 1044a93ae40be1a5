import { z } from 'zod';

/** What a webhook can be sent (docs/product.md#webhooks). */
export const WEBHOOK_EVENTS = [
  'article.published',
  'article.updated',
  'article.unpublished',
  'reader.subscribed',
  'subscription.lapsed',
  'payment.recorded',
  'comment.posted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'article.published': 'An article is published',
  'article.updated': 'A published article changes',
  'article.unpublished': 'A published article is withdrawn or deleted',
  'reader.subscribed': 'A reader’s premium begins',
  'subscription.lapsed': 'An automatic renewal lapses unpaid',
  'payment.recorded': 'A payment is recorded',
  'comment.posted': 'A comment is posted',
};

/** A receiving address: a full http(s) URL, without credentials in it. */
const webhookUrlSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(2000, 'is too long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'must be a full web address, starting with https://');

export const webhookInputSchema = z.strictObject({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { message: 'must be one of the listed events' }), {
      message: 'must be a list of events',
    })
    .min(1, 'choose at least one event')
    .max(WEBHOOK_EVENTS.length, 'names an event twice')
    .refine((events) => new Set(events).size === events.length, 'names an event twice'),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

/** A stored item as the dashboard lists it: its id, its own fields, and when it was made. */
const listedItem = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ _id: z.string(), ...fields, date: z.string() });

export const WEBHOOK_DELIVERY_STATES = ['new', 'queued', 'delivered', 'failed'] as const;

export const webhookSchema = listedItem({
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** The last delivery's outcome, or null before the first. */
  lastDelivery: z
    .object({ state: z.enum(WEBHOOK_DELIVERY_STATES), responseStatus: z.number().int().nullable() })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** A new webhook, with its signing secret: the only time the secret is shown. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });

export const webhookDeliverySchema = listedItem({
  event: z.enum(WEBHOOK_EVENTS),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  /** The receiver's last answer; null when it gave none (see `error`). */
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

import { z } from 'zod';

/**
 * API keys (docs/product.md#api-keys): a content key reads what a visitor reads; an admin key acts for the
 * admin who made it, on the endpoints of its scopes alone.
 */
export const API_KEY_KINDS = ['content', 'admin'] as const;
export type ApiKeyKind = (typeof API_KEY_KINDS)[number];

/** What an admin key may be given: each scope opens a few endpoints (their contracts name it). */
export const API_KEY_SCOPES = [
  'articles:read',
  'articles:moderate',
  'members:read',
  'payments:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Which keys may call an endpoint: content keys, or admin keys holding that scope. */
export type ApiKeyUse = 'content' | ApiKeyScope;

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'articles:read': 'Read every article, pending and declined ones too, with its review',
  'articles:moderate': 'Approve, decline and make articles premium or free',
  'members:read': 'Read the users and the newsletter subscribers',
  'payments:read': 'Read every payment',
};

/** Requests a minute a key may make: the admin chooses, within these bounds. */
export const API_KEY_RATE = { min: 1, max: 10_000, initial: 60 } as const;

const name = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(80, 'must be at most 80 characters');
const ratePerMinute = z
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(API_KEY_RATE.min, `must be at least ${API_KEY_RATE.min}`)
  .max(API_KEY_RATE.max, `must be at most ${API_KEY_RATE.max}`);

export const apiKeyInputSchema = z
  .strictObject({
    name,
    kind: z.enum(API_KEY_KINDS, { message: 'must be content or admin' }),
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { message: 'must be one of the listed scopes' }), {
        message: 'must be a list of scopes',
      })
      .max(API_KEY_SCOPES.length, 'names a scope twice')
      .refine((scopes) => new Set(scopes).size === scopes.length, 'names a scope twice')
      .default([]),
    ratePerMinute: ratePerMinute.default(API_KEY_RATE.initial),
  })
  .superRefine((input, context) => {
    if (input.kind === 'admin' && input.scopes.length === 0)
      context.addIssue({ code: 'custom', path: ['scopes'], message: 'choose at least one scope' });
    if (input.kind === 'content' && input.scopes.length > 0)
      context.addIssue({ code: 'custom', path: ['scopes'], message: 'are for admin keys only' });
  });
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

export const apiKeyChangeSchema = z
  .strictObject({ name: name.optional(), ratePerMinute: ratePerMinute.optional() })
  .refine((change) => change.name !== undefined || change.ratePerMinute !== undefined, 'Nothing to change');
export type ApiKeyChange = z.infer<typeof apiKeyChangeSchema>;

export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(API_KEY_KINDS),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The key's first characters, to tell it apart: the key itself is never shown again. */
  start: z.string(),
  ratePerMinute: z.number().int(),
  /** The admin who made it, or null once their account is gone. */
  createdBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  date: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A new key with the key itself: the only time it is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

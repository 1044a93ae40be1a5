import { z } from 'zod';
import { METER_MAX_FREE } from '../meter';
import { articleSchema } from './articles';

const allowance = z
  .number({ message: 'must be a whole number from 0 to 100' })
  .int({ message: 'must be a whole number from 0 to 100' })
  .min(0, { message: 'must be a whole number from 0 to 100' })
  .max(METER_MAX_FREE, { message: 'must be a whole number from 0 to 100' });

/**
 * The meter's settings (docs/product.md#the-meter): premium articles a month a registered reader without a
 * subscription reads free, and articles a month a visitor reads without signing in. 0 turns either off.
 */
export const meterSettingsInputSchema = z.strictObject({ registered: allowance, visitors: allowance });
export type MeterSettingsInput = z.infer<typeof meterSettingsInputSchema>;

export const meterSettingsSchema = meterSettingsInputSchema.extend({
  /** When they last changed; absent while they were never set. */
  updatedAt: z.string().optional(),
});
export type MeterSettings = z.infer<typeof meterSettingsSchema>;

/**
 * What the meter decided for this reader and article, on this request: `open` with the whole article (one of
 * their free articles this month), `wall` when this month's are used, `off` when no meter applies to them.
 * For a visitor, `register` is how many premium articles a month registering would give (the registration
 * wall), when the site gives any.
 */
export const meterAnswerSchema = z.object({
  state: z.enum(['open', 'wall', 'off']),
  allowance: z.number().int(),
  remaining: z.number().int(),
  resetsAt: z.string(),
  register: z.number().int().optional(),
  article: articleSchema.optional(),
});
export type MeterAnswer = z.infer<typeof meterAnswerSchema>;

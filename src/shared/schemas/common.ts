import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants';

/**
 * Text any input may carry: everything but the control characters other than tab, line feed and carriage
 * return (NUL cannot even be stored), and halves of a UTF-16 surrogate pair standing alone (they cannot be
 * encoded). The server applies the same rule to every URL and JSON body before any route runs.
 */
export const SAFE_TEXT_PATTERN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to refuse control characters.
  /^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
export const SAFE_TEXT_MESSAGE = 'contains characters that are not allowed';

export function isSafeText(value: string): boolean {
  return SAFE_TEXT_PATTERN.test(value);
}

/** A string that keeps the safe-text rule; the one refinement every free-text field is built on. */
export function safeText(params?: { message?: string }) {
  return z.string(params).regex(SAFE_TEXT_PATTERN, SAFE_TEXT_MESSAGE);
}

export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idParamSchema = z.object({ id: z.uuid({ message: 'must be a valid id' }) });

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const insertedResponseSchema = z.object({ insertedId: z.string() });
export const modifiedResponseSchema = z.object({ modifiedCount: z.number().int() });
export const deletedResponseSchema = z.object({ deletedCount: z.number().int() });

export const emailSchema = safeText({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(254, 'is too long')
  .pipe(z.email({ message: 'Invalid email address' }));

/** Plain text that must be given: trimmed, at least one character, at most `max`. */
export const requiredText = (max: number, tooLong = `must be at most ${max} characters`) =>
  safeText({ message: 'is required' }).trim().min(1, 'is required').max(max, tooLong);

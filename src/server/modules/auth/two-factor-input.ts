import { ERROR_CODES } from '@shared/error-codes';
import {
  passwordAgainBodySchema,
  verifyBackupCodeBodySchema,
  verifyTotpBodySchema,
} from '@shared/schemas/two-factor';
import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import { describeProblems } from './identity-input';

/** What the two-factor endpoints the site offers take, by path. */
const BODIES: Record<string, z.ZodType> = {
  '/two-factor/enable': passwordAgainBodySchema,
  '/two-factor/disable': passwordAgainBodySchema,
  '/two-factor/generate-backup-codes': passwordAgainBodySchema,
  '/two-factor/verify-totp': verifyTotpBodySchema,
  '/two-factor/verify-backup-code': verifyBackupCodeBodySchema,
};

/** The endpoints whose success changes the account's factors: who the reader is, cached, changes with it. */
export const FACTOR_CHANGES = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
]);

/**
 * The two-factor endpoints' bodies through the shared rules before the plugin reads them: a password, a
 * code of the right form, and nothing else (no "e-mail codes" method the site does not send, no issuer of
 * the caller's choosing, no backup-code sign-in that skips the session). Returns the checked body, or
 * nothing for any other endpoint.
 */
export function checkTwoFactorInput(path: string, body: unknown): { body: unknown } | undefined {
  const schema = BODIES[path];
  if (!schema) return undefined;
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const problem = describeProblems(parsed.error);
    throw new APIError('BAD_REQUEST', {
      message: problem.message,
      code: ERROR_CODES.VALIDATION_FAILED,
      fields: problem.fields,
    });
  }
  return { body: parsed.data };
}

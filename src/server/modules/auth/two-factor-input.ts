import {
  passwordAgainBodySchema,
  verifyBackupCodeBodySchema,
  verifyTotpBodySchema,
} from '@shared/schemas/two-factor';
import type { z } from 'zod';
import { badInput, describeProblems } from './identity-input';

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
  if (!parsed.success) throw badInput(describeProblems(parsed.error));
  return { body: parsed.data };
}

import { z } from 'zod';

/**
 * The second step of signing in (an authenticator app's code or a backup code), as the identity library's
 * two-factor plugin answers it (src/shared/contract/two-factor.ts), and the bodies the server checks before
 * the plugin sees them (src/server/modules/auth/two-factor-input.ts).
 */

const password = z.string({ message: 'is required' }).min(1, 'is required').max(128, 'is too long');

/** Six digits, as authenticator apps show them (spaces the reader typed are taken out in the browser). */
export const totpCodeSchema = z.string({ message: 'is required' }).regex(/^\d{6}$/, 'must be the 6 digits');

/** A backup code as it was shown: ten letters and digits, a hyphen after the fifth. */
export const backupCodeSchema = z
  .string({ message: 'is required' })
  .regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, 'must be a backup code such as abcde-12345');

/** Turning the second step on, or off, or asking for new backup codes: the account's password again. */
export const passwordAgainBodySchema = z.strictObject({ password });

/** The code after the password at sign-in, or while confirming the app; and whether to trust the device. */
export const verifyTotpBodySchema = z.strictObject({
  code: totpCodeSchema,
  trustDevice: z.boolean().optional(),
});

export const verifyBackupCodeBodySchema = z.strictObject({
  code: backupCodeSchema,
  trustDevice: z.boolean().optional(),
});

/** The app's key (in an otpauth: address) and the backup codes, shown once. */
export const twoFactorEnabledSchema = z.looseObject({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});

export const backupCodesSchema = z.looseObject({ status: z.boolean(), backupCodes: z.array(z.string()) });

/** The second step passed: the session, as a password sign-in opens it. */
export const twoFactorVerifiedSchema = z.looseObject({ token: z.string(), user: z.looseObject({}) });

export const twoFactorDisabledSchema = z.looseObject({ status: z.boolean() });

/** A password sign-in that needs its second step: no session yet, a short-lived cookie for the step. */
export const secondStepNeededSchema = z.looseObject({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.string()),
});

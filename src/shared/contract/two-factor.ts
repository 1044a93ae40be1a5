import {
  backupCodesSchema,
  passwordAgainBodySchema,
  twoFactorDisabledSchema,
  twoFactorEnabledSchema,
  twoFactorVerifiedSchema,
  verifyBackupCodeBodySchema,
  verifyTotpBodySchema,
} from '../schemas/two-factor';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/*
 * The second step of signing in, answered by the identity library's two-factor plugin through the one
 * catch-all route under /auth (src/server/modules/auth/auth.routes.ts), like the passkeys: declared here
 * for the browser's calls, never registered one by one. Turning the app on or off and new backup codes
 * need a session and the password again; the codes need the sign-in's second-step cookie (or, while the app
 * is being confirmed, the session).
 */
const twoFactor = { access: 'public', tags: ['auth'] } as const;
const refused = errorAnswers(400, 401, 429);

export const enableTwoFactor = endpoint({
  ...twoFactor,
  method: 'POST',
  path: '/auth/two-factor/enable',
  summary: 'Start using an authenticator app: its key and the backup codes, shown once',
  body: passwordAgainBodySchema,
  response: { 200: twoFactorEnabledSchema, ...refused },
});

export const verifyTotp = endpoint({
  ...twoFactor,
  method: 'POST',
  path: '/auth/two-factor/verify-totp',
  summary: 'A code from the authenticator app: confirms the app, or completes a sign-in',
  body: verifyTotpBodySchema,
  response: { 200: twoFactorVerifiedSchema, ...refused },
});

export const verifyBackupCode = endpoint({
  ...twoFactor,
  method: 'POST',
  path: '/auth/two-factor/verify-backup-code',
  summary: 'Complete a sign-in with a backup code, which is then used up',
  body: verifyBackupCodeBodySchema,
  response: { 200: twoFactorVerifiedSchema, ...refused },
});

export const newBackupCodes = endpoint({
  ...twoFactor,
  method: 'POST',
  path: '/auth/two-factor/generate-backup-codes',
  summary: 'New backup codes, shown once; the old ones stop working',
  body: passwordAgainBodySchema,
  response: { 200: backupCodesSchema, ...refused },
});

export const disableTwoFactor = endpoint({
  ...twoFactor,
  method: 'POST',
  path: '/auth/two-factor/disable',
  summary: 'Stop asking for a second step at sign-in',
  body: passwordAgainBodySchema,
  response: { 200: twoFactorDisabledSchema, ...refused },
});

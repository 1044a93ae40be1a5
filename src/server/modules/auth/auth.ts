import { passwordProblem } from '@shared/schemas/auth';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';

const DAY = 60 * 60 * 24;
export const GOOGLE_PROVIDER_ID = 'google';

/**
 * Identity through Better Auth (DESIGN §2, §7): e-mail + password, Google through OpenID Connect,
 * sessions in the database. The session token doubles as the API's bearer token (the bearer plugin).
 */
export function createAuth(config: Config, db: Db, mailer: Mailer) {
  return betterAuth({
    appName: config.siteName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        premiumUntil: { type: 'date', required: false, input: false },
      },
    },
    session: {
      // Revocable (sign-out deletes it) and refreshed while in use; idle for a week, it ends.
      expiresIn: 7 * DAY,
      updateAge: DAY,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: recipient, url }) => {
        await mailer.send({
          to: recipient.email,
          subject: `Reset your ${config.siteName} password`,
          text: `Hello ${recipient.name},\n\nSomeone asked to reset the password of your ${config.siteName} account. To choose a new password, open this link within an hour:\n\n${url}\n\nIf it was not you, ignore this message; your password stays as it is.\n`,
        });
      },
    },
    // Sign-in attempts are limited by our own per-account and per-address limits (auth.routes.ts),
    // which share their counts through Redis when several processes run.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (data) => {
            const email = String(data.email).toLowerCase();
            const role = config.adminEmail && email === config.adminEmail.toLowerCase() ? 'admin' : 'user';
            return { data: { ...data, role } };
          },
        },
      },
    },
    hooks: {
      // The spec's password rules hold on the server too, in the same order and words.
      before: createAuthMiddleware(async (context) => {
        const password =
          context.path === '/sign-up/email'
            ? context.body?.password
            : context.path === '/reset-password'
              ? context.body?.newPassword
              : undefined;
        if (typeof password === 'string') {
          const problem = passwordProblem(password);
          if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_RULE' });
        }
      }),
    },
    plugins: [
      bearer(),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  discoveryUrl: `${config.google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

import { passwordProblem } from '@shared/schemas/auth';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { and, desc, eq, like, notInArray } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import {
  cleanName,
  cleanPhoto,
  describeProblems,
  emailRequestBodySchema,
  isSiteLink,
  LINK_FIELDS,
  signUpBodySchema,
  updateUserBodySchema,
} from './identity-input';
import { createLimitStore, type LimitStore } from './limits';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
export const GOOGLE_PROVIDER_ID = 'google';

/** The header through which the site tells the identity library the client's address (see auth.routes.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-broadsheet-client-address';

/** How long a session lives without use, and how often its end is pushed back while in use. */
export const SESSION_LIFETIME_SECONDS = 24 * HOUR;
export const SESSION_REFRESH_SECONDS = HOUR;
/** How long a link in a confirmation e-mail works. */
export const VERIFICATION_LINK_SECONDS = 24 * HOUR;
/** Each kind of e-mail (confirmation, reset, "you already have an account") goes to one address this often. */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

const RESET_PREFIX = 'reset-password:';
const RESET_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

export interface AuthOptions {
  /** Shares rate-limit counts between processes when set. */
  redis?: Redis | null;
  /** Where the rate limiter's trouble with Redis is reported. */
  onLimitError?: (error: unknown) => void;
}

function badInput(problem: { message: string; fields: Record<string, string> }): APIError {
  return new APIError('BAD_REQUEST', {
    message: problem.message,
    code: 'VALIDATION_FAILED',
    fields: problem.fields,
  });
}

/** Whether a mail of one kind may go to an address now (a few an hour), so nobody can flood an inbox. */
async function mayMail(store: LimitStore, kind: string, email: string): Promise<boolean> {
  const decision = await store.consume(`mail:${kind}:${email.trim().toLowerCase()}`, {
    window: HOUR,
    max: MAILS_PER_ADDRESS_PER_HOUR,
  });
  return decision.allowed;
}

/**
 * Identity through Better Auth: e-mail + password, Google through OpenID Connect, sessions in the database.
 * The session token doubles as the API's bearer token (the bearer plugin). Every write of a name or photo
 * passes the shared rules; addresses are confirmed by e-mail before an account can sign in with a
 * password; sessions are short and end on a password change or reset (docs/decisions/0010).
 */
export function createAuth(config: Config, db: Db, mailer: Mailer, options: AuthOptions = {}) {
  const limits = createLimitStore(options.redis, {
    prefix: 'broadsheet-auth-rl:',
    onError: options.onLimitError,
  });
  const { siteName, publicUrl } = config;

  /** Leaves at most the newest reset link of an account alive (all of them with `keepNewest` false). */
  async function dropResetTokens(userId: string, keepNewest: boolean) {
    const ofUser = and(eq(verification.value, userId), like(verification.identifier, `${RESET_PREFIX}%`));
    if (!keepNewest) {
      await db.delete(verification).where(ofUser);
      return;
    }
    const newest = await db
      .select({ id: verification.id })
      .from(verification)
      .where(ofUser)
      .orderBy(desc(verification.createdAt), desc(verification.id))
      .limit(1);
    await db.delete(verification).where(
      and(
        ofUser,
        notInArray(
          verification.id,
          newest.map((row) => row.id),
        ),
      ),
    );
  }

  return betterAuth({
    appName: siteName,
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        premiumUntil: { type: 'date', required: false, input: false },
      },
    },
    session: {
      // Short-lived and revocable: a day without use ends it; while in use, its end moves on hourly.
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // The confirmation link signs the reader in; until then no password sign-in, and sign-up answers the
      // same whether or not the address already has an account.
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: HOUR,
      sendResetPassword: async ({ user: recipient, url }) => {
        // At most one live reset link per account: this one.
        await dropResetTokens(recipient.id, true);
        await mailer.send({
          to: recipient.email,
          subject: `Reset your ${siteName} password`,
          text: `Hello ${recipient.name},\n\nSomeone asked to reset the password of your ${siteName} account. To choose a new password, open this link within an hour:\n\n${url}\n\nIf it was not you, ignore this message; your password stays as it is.\n`,
        });
      },
      onPasswordReset: async ({ user: owner }) => {
        // The reset link reached the mailbox, which confirms the address; no other link stays usable.
        await dropResetTokens(owner.id, false);
        await db.update(user).set({ emailVerified: true }).where(eq(user.id, owner.id));
      },
      onExistingUserSignUp: async ({ user: owner }) => {
        if (!(await mayMail(limits, 'existing', owner.email))) return;
        await mailer.send({
          to: owner.email,
          subject: `Someone tried to register with your address at ${siteName}`,
          text: `Hello ${owner.name},\n\nSomeone, perhaps you, tried to register a new ${siteName} account with this e-mail address. You already have an account, so nothing was changed.\n\nTo sign in: ${publicUrl}/login\nForgot your password? Choose a new one: ${publicUrl}/forgot-password\n\nIf it was not you, ignore this message; your account stays as it is.\n`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed account that signs in with the right password gets a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user: recipient, url }) => {
        if (!(await mayMail(limits, 'verify', recipient.email))) return;
        await mailer.send({
          to: recipient.email,
          subject: `Confirm your e-mail address for ${siteName}`,
          text: `Hello ${recipient.name},\n\nTo confirm that this address is yours and sign in to ${siteName}, open this link within 24 hours:\n\n${url}\n\nUntil the address is confirmed you can read the site, but not write articles, upload pictures or start the free month.\n\nIf you did not register, ignore this message; the account stays unused.\n`,
        });
      },
    },
    rateLimit: {
      enabled: true,
      // Every other identity endpoint: 100 requests per 10 seconds from one address.
      window: 10,
      max: 100,
      customStorage: limits,
      customRules: {
        // Password sign-in has its own per-account and per-address limits (auth.routes.ts).
        '/sign-in/email': false,
        '/sign-up/email': { window: HOUR, max: config.signUpLimitPerAddress },
        '/request-password-reset': { window: HOUR, max: 5 },
        '/forget-password': { window: HOUR, max: 5 },
        '/send-verification-email': { window: HOUR, max: 5 },
        '/reset-password': { window: 15 * MINUTE, max: 10 },
        '/change-password': { window: 15 * MINUTE, max: 5 },
        '/update-user': { window: MINUTE, max: 10 },
      },
    },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      useSecureCookies: publicUrl.startsWith('https://'),
      // Only the site sets this header, from the address Fastify resolved under TRUST_PROXY (auth.routes.ts),
      // so the identity library counts the same client the rest of the site does.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // Every way an account comes into being (sign-up, Google) ends here: the name and photo are made to
          // fit the rules (a provider's profile is cut, not refused), and ADMIN_EMAIL becomes an admin.
          before: async (data) => {
            const email = String(data.email).toLowerCase();
            const role = config.adminEmail && email === config.adminEmail.toLowerCase() ? 'admin' : 'user';
            return {
              data: {
                ...data,
                name: cleanName(data.name, email.split('@')[0] ?? ''),
                image: cleanPhoto(data.image),
                role,
              },
            };
          },
        },
        update: {
          before: async (data) => {
            // Only the fields being written: an update of the photo alone leaves the name as it is.
            const next: Record<string, unknown> = { ...data };
            if (data.name !== undefined) next.name = cleanName(data.name, 'Reader');
            if (data.image !== undefined && data.image !== null) next.image = cleanPhoto(data.image);
            return { data: next };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (context) => {
        const body = context.body as Record<string, unknown> | undefined;
        // Every "where next" address, on every endpoint, in the body or the query: this site only. The
        // library checks origins itself only for cookie-carrying requests.
        for (const source of [body, context.query as Record<string, unknown> | undefined]) {
          for (const field of LINK_FIELDS) {
            const value = source?.[field];
            if (value === undefined) continue;
            if (typeof value !== 'string' || value.length > 2048 || !isSiteLink(value, config.publicUrl))
              throw badInput({
                message: `Invalid input: ${field} must be a page of this site`,
                fields: { [field]: 'must be a page of this site' },
              });
          }
        }
        switch (context.path) {
          case '/sign-up/email': {
            const parsed = signUpBodySchema.safeParse(body ?? {});
            if (!parsed.success) throw badInput(describeProblems(parsed.error));
            const problem = passwordProblem(parsed.data.password);
            if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_RULE' });
            return { context: { body: parsed.data } };
          }
          case '/update-user': {
            const parsed = updateUserBodySchema.safeParse(body ?? {});
            if (!parsed.success) throw badInput(describeProblems(parsed.error));
            return { context: { body: parsed.data } };
          }
          case '/reset-password':
          case '/change-password': {
            const password = body?.newPassword;
            if (typeof password === 'string') {
              const problem = passwordProblem(password);
              if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_RULE' });
            }
            // A password change ends every other session, whatever the caller asked for.
            if (context.path === '/change-password')
              return { context: { body: { ...body, revokeOtherSessions: true } } };
            return;
          }
          case '/request-password-reset':
          case '/send-verification-email': {
            const parsed = emailRequestBodySchema.safeParse(body ?? {});
            if (!parsed.success) throw badInput(describeProblems(parsed.error));
            // A few reset links per address and hour, answered alike whether or not an account exists.
            if (
              context.path === '/request-password-reset' &&
              !(await mayMail(limits, 'reset', parsed.data.email))
            )
              return context.json(RESET_ANSWER);
            return;
          }
          default:
            return;
        }
      }),
      after: createAuthMiddleware(async (context) => {
        if (context.path === '/change-password') {
          const returned = context.context.returned as { user?: { id?: unknown } } | undefined;
          const owner = context.context.session?.user.id;
          if (owner && returned && !(returned instanceof Error) && returned.user)
            await dropResetTokens(owner, false);
          return;
        }
        if (context.path === '/sign-up/email') {
          // A new account and an address that already has one get the same answer: no session, and a user
          // object of the same shape (the confirmation e-mail, or the "you already have an account" one,
          // says which it was).
          const returned = context.context.returned as
            | { user?: Record<string, unknown>; token?: unknown }
            | undefined;
          const created = returned && !(returned instanceof Error) ? returned.user : undefined;
          if (!created) return;
          return context.json({
            token: null,
            user: {
              id: created.id,
              email: created.email,
              name: created.name,
              image: created.image ?? null,
              emailVerified: false,
              createdAt: created.createdAt,
              updatedAt: created.updatedAt,
            },
          });
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
                  // The provider's profile is made to fit our rules (cut, never refused).
                  mapProfileToUser: (profile) => ({
                    name: cleanName(profile.name, String(profile.email ?? '').split('@')[0] ?? ''),
                    image: cleanPhoto(profile.picture) ?? undefined,
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

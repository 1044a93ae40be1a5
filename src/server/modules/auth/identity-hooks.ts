import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import { passwordProblem } from '@shared/schemas/auth';
import { emailRequestBodySchema, signUpBodySchema } from '@shared/schemas/identity';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { isCommonPassword, isSiteWordPassword } from './common-passwords';
import { checkEmailChange, type createEmailChanges } from './email-change';
import { endSessions } from './end-sessions';
import { badInput, describeProblems, isSiteLink, LINK_FIELDS, updateUserBodySchema } from './identity-input';
import { mayMail } from './identity-mails';
import type { LimitStore } from './limits';
import { checkPasskeyInput } from './passkey-input';
import type { SignUpProof } from './sign-up-proof';
import { createTotpOnce } from './totp-once';
import { checkTwoFactorInput, FACTOR_CHANGES } from './two-factor-input';

const RESET_ANSWER = { status: true, message: TEXTS.resetRequested };

/**
 * The spec's rules first (their words are the spec's), then the list of the most common passwords, then this
 * site's own words.
 */
async function passwordRule(password: unknown, siteName: string): Promise<void> {
  if (typeof password !== 'string') return;
  const problem =
    passwordProblem(password) ??
    ((await isCommonPassword(password)) ? TEXTS.commonPassword : null) ??
    (isSiteWordPassword(password, siteName) ? TEXTS.siteWordPassword : null);
  if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: ERROR_CODES.PASSWORD_RULE });
}

/**
 * What the site adds around the identity library's endpoints: every input through the shared rules, every
 * "where next" address on this site, a password change that ends the other sessions, a change of address proven and followed up, a change of address followed up, a sign-up that answers
 * alike for a taken address, and reset links that do not pile up.
 */
export function createIdentityHooks(
  siteUrl: string,
  limits: LimitStore,
  dropResetTokens: (userId: string, keepNewest: boolean) => Promise<void>,
  proof: SignUpProof,
  factorsChanged: (userId: string) => void,
  emailChanges: Pick<ReturnType<typeof createEmailChanges>, 'after'>,
  siteName: string,
) {
  const totpOnce = createTotpOnce(limits);
  return {
    before: createAuthMiddleware(async (context) => {
      const body = context.body as Record<string, unknown> | undefined;
      // Every "where next" address, on every endpoint, in the body or the query: this site only. The
      // library checks origins itself only for cookie-carrying requests.
      for (const source of [body, context.query as Record<string, unknown> | undefined]) {
        for (const field of LINK_FIELDS) {
          const value = source?.[field];
          if (value === undefined) continue;
          if (typeof value !== 'string' || value.length > 2048 || !isSiteLink(value, siteUrl))
            throw badInput({
              message: TEXTS.linkElsewhereMessage(field),
              fields: { [field]: TEXTS.linkElsewhere },
            });
        }
      }
      switch (context.path) {
        case '/sign-up/email': {
          const parsed = signUpBodySchema.safeParse(body ?? {});
          if (!parsed.success) throw badInput(describeProblems(parsed.error));
          await passwordRule(parsed.data.password, siteName);
          return { context: { body: parsed.data } };
        }
        case '/update-user': {
          const parsed = updateUserBodySchema.safeParse(body ?? {});
          if (!parsed.success) throw badInput(describeProblems(parsed.error));
          return { context: { body: parsed.data } };
        }
        case '/reset-password':
        case '/change-password': {
          await passwordRule(body?.newPassword, siteName);
          // A password change ends every other session, whatever the caller asked for.
          if (context.path === '/change-password')
            return { context: { body: { ...body, revokeOtherSessions: true } } };
          return;
        }
        case '/change-email':
          return checkEmailChange(context);
        case '/sign-in/social':
        case '/link-social': {
          // A provider's ID token handed straight to the API (no redirect, no state, no PKCE) is not a way
          // in here: every provider sign-in goes through the provider's own page (docs/security.md).
          if (body && 'idToken' in body)
            throw badInput({
              message: 'Sign-in with an ID token is not offered: sign in through the provider’s page.',
              fields: { idToken: 'is not accepted' },
            });
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
        default: {
          const checked = checkTwoFactorInput(context.path, body) ?? (await checkPasskeyInput(context));
          await totpOnce.before(context, checked?.body ?? body);
          return checked ? { context: checked } : undefined;
        }
      }
    }),
    after: createAuthMiddleware(async (context) => {
      await totpOnce.after(context);
      if (context.path === '/get-session') {
        // The address a session signed in from is kept for the sessions list, which names only its range
        // (sessions.routes.ts); no answer sends the address itself.
        const returned = context.context.returned as { session?: Record<string, unknown> } | null | undefined;
        if (!returned || returned instanceof Error || !returned.session || !('ipAddress' in returned.session))
          return;
        const { ipAddress: _kept, ...session } = returned.session;
        return context.json({ ...returned, session });
      }
      if (context.path === '/verify-email') {
        await emailChanges.after(context);
        return;
      }
      if (FACTOR_CHANGES.has(context.path)) {
        const returned = context.context.returned;
        const owner = context.context.session?.user.id;
        if (!owner || !returned || returned instanceof Error) return;
        // A factor added or removed ends every other session of the account (docs/security.md#sessions-and-
        // tokens): only the one that made the change stays, or the one that replaced it.
        const keep = context.context.newSession?.session.token ?? context.context.session?.session.token;
        await endSessions(context.context.internalAdapter, owner, keep ?? null);
        factorsChanged(owner);
        return;
      }
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
        // The browser that signed up may confirm the address keeping its password (sign-up-proof.ts). For
        // an address that already has an account the id is made up, so the cookie proves nothing.
        const cookie = proof.cookie(String(created.id));
        context.setCookie(cookie.name, cookie.value, cookie.options);
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
  };
}

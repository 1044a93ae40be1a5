import { ERROR_CODES } from '@shared/error-codes';
import { TWO_FACTOR_TEXTS } from '@shared/messages/two-factor';
import { APIError } from 'better-auth/api';
import type { LimitStore } from './limits';

/**
 * An authenticator app's code signs in once (RFC 6238 §5.2): the identity library accepts a code for its
 * 30 seconds and the periods either side, so a code seen over a shoulder, or sent twice, would open a second
 * session. The site remembers each code that opened a session, per account, for as long as it is accepted.
 */
const TOTP_PATH = '/two-factor/verify-totp';
/** The library accepts a code for the period before and after its own: 90 seconds in all. */
const ACCEPTED_SECONDS = 90;

const keyOf = (userId: string, code: string) => `totp-once:${userId}:${code}`;

/** The part of the identity library's hook context this rule reads. */
interface HookContext {
  path: string;
  body: unknown;
  getSignedCookie(name: string, secret: string): Promise<string | null | false>;
  context: {
    secret: string;
    session?: unknown;
    returned?: unknown;
    createAuthCookie(name: string): { name: string };
    internalAdapter: {
      findVerificationValue(identifier: string): Promise<{ value: string } | null | undefined>;
      deleteSession(token: string): Promise<void>;
    };
  };
}

const usedAlready = () =>
  new APIError('UNAUTHORIZED', { message: TWO_FACTOR_TEXTS.signIn.usedCode, code: ERROR_CODES.INVALID_CODE });

const codeOf = (body: unknown) => {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
};

export function createTotpOnce(limits: LimitStore) {
  return {
    /** Before the library checks a sign-in's code: one that already opened a session is refused. */
    async before(context: HookContext, body: unknown): Promise<void> {
      const code = codeOf(body);
      if (context.path !== TOTP_PATH || !code || context.context.session) return;
      const step = await context.getSignedCookie(
        context.context.createAuthCookie('two_factor').name,
        context.context.secret,
      );
      if (!step) return; // the library answers a missing or forged step itself
      const pending = await context.context.internalAdapter.findVerificationValue(step);
      if (!pending) return;
      if ((await limits.peek(keyOf(pending.value, code))).count > 0) throw usedAlready();
    },
    /**
     * After a sign-in the code opened: the code is spent. Two sign-ins racing with one code both pass the
     * check before; the second to get here has its new session ended and is refused.
     */
    async after(context: HookContext): Promise<void> {
      const code = codeOf(context.body);
      const returned = context.context.returned as { token?: unknown; user?: { id?: unknown } } | undefined;
      // Only a sign-in spends its code: confirming the app from the profile opens no new way in.
      if (context.path !== TOTP_PATH || !code || context.context.session) return;
      if (!returned || returned instanceof Error) return;
      if (typeof returned.token !== 'string' || typeof returned.user?.id !== 'string') return;
      const spent = await limits.consume(keyOf(returned.user.id, code), { window: ACCEPTED_SECONDS, max: 1 });
      if (spent.allowed) return;
      await context.context.internalAdapter.deleteSession(returned.token);
      throw usedAlready();
    },
  };
}

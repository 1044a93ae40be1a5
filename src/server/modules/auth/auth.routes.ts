import { issueApiToken, signIn } from '@shared/contract/auth';
import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { clientAddress } from '../../lib/client-address';
import { errorBody } from '../../lib/error-answer';
import { AppError, unauthorized } from '../../lib/errors';
import { OWN_AUTHENTICATION } from '../../lib/route-schemas';
import { serveHttp } from '../../lib/serve';
import { CLIENT_ADDRESS_HEADER, UNVERIFIABLE_PASSKEY_PATH } from './identity-settings';
import { createLimitStore } from './limits';
import { accountOf, createSignInLimits } from './sign-in-limits';

const SIGN_IN_PATH = `/api${signIn.path}`;

/**
 * Every identity endpoint that checks a password the caller sends: all are under the sign-in limits
 * (docs/security.md#password-guessing), so none is a way round them.
 */
export const PASSWORD_CHECKS = new Set([
  SIGN_IN_PATH,
  '/api/auth/verify-password',
  '/api/auth/change-password',
  '/api/auth/change-email',
  '/api/auth/delete-user',
  '/api/auth/two-factor/enable',
  '/api/auth/two-factor/disable',
  '/api/auth/two-factor/generate-backup-codes',
  // Adding and removing a passkey ask for the password again (recent-proof.ts).
  '/api/auth/passkey/verify-registration',
  '/api/auth/passkey/delete-passkey',
]);

/** Whether the identity library's answer says the password was wrong (or, at sign-in, the account unknown). */
async function isWrongPassword(request: FastifyRequest, response: Response): Promise<boolean> {
  if (canonicalPath(request.url, 'http://x') === SIGN_IN_PATH) return response.status === 401;
  if (response.status !== 400) return false;
  try {
    return (await response.clone().json())?.code === 'INVALID_PASSWORD';
  } catch {
    return false;
  }
}

const WINDOW = '15 minutes';
const WINDOW_SECONDS = 15 * 60;

/**
 * The path a request really names, as the identity library will route it: dot segments (also written
 * %2e) resolved, the query dropped, a trailing slash removed. Limits are decided on this, never on the
 * raw URL, so `/api/auth/./sign-in/email` counts as the sign-in it is.
 */
export function canonicalPath(rawUrl: string, base: string): string {
  try {
    return new URL(rawUrl, base).pathname.replace(/\/+$/, '') || '/';
  } catch {
    return '/';
  }
}

/** The request's headers for the identity library, with the client's address as this site resolved it. */
function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === CLIENT_ADDRESS_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The client as every limit of the site sees it (clientAddress: TRUST_PROXY resolved, IPv6 by its /64):
  // the identity library's per-address limits count the same client, whoever wrote X-Forwarded-For.
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(request));
  return headers;
}

function isFieldMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

const emailOf = (request: FastifyRequest): unknown =>
  (request.body as { email?: unknown } | undefined)?.email;

function tooManySignIns(reply: FastifyReply, seconds: number): AppError {
  reply.header('retry-after', String(seconds));
  return new AppError(429, ERROR_CODES.RATE_LIMITED, TEXTS.tooManySignIns(Math.ceil(seconds / 60)));
}

/** Better Auth's endpoints under /api/auth, the token exchange, and sign-in rate limits. */
export async function authRoutes(app: FastifyInstance, options: { redis?: Redis | null } = {}) {
  const { auth, config } = app;

  // Every sign-in attempt counts against its address; failed ones against the account from that address
  // (refused past the limit) and the account from anywhere (slowed down past a higher ceiling). All shared
  // through Redis when it is set (sign-in-limits.ts).
  const perAddress = app.createRateLimit({
    max: config.signInLimits.perAddress,
    timeWindow: WINDOW,
    keyGenerator: (request) => `signin-ip:${clientAddress(request)}`,
  });
  const signInLimits = createSignInLimits(
    createLimitStore(options.redis, {
      prefix: 'broadsheet-signin:',
      onError: (error) => app.log.warn({ err: error }, 'sign-in limits fell back to this process'),
    }),
    {
      perPair: config.signInLimits.perPair,
      perAccount: config.signInLimits.perAccount,
      window: WINDOW_SECONDS,
    },
  );
  /** The identity endpoint a request really names, when it is one that checks a password. */
  const passwordCheckOf = (request: FastifyRequest): string | null => {
    if (request.method !== 'POST') return null;
    const path = canonicalPath(request.url, config.publicUrl);
    return PASSWORD_CHECKS.has(path) ? path : null;
  };
  /** The account whose password a request tries: the e-mail it names at sign-in, else its session's. */
  const accountTried = new WeakMap<FastifyRequest, string>();

  /** The identity endpoints that take a photo, which may be an address elsewhere the server fetches. */
  const TAKES_A_PHOTO = new Set(['/api/auth/update-user', '/api/auth/sign-up/email']);

  async function limitPhotoFetches(request: FastifyRequest) {
    if (request.method !== 'POST') return;
    const path = canonicalPath(request.url, config.publicUrl);
    if (!TAKES_A_PHOTO.has(path)) return;
    const { image } = (request.body ?? {}) as { image?: unknown };
    const reader =
      path === '/api/auth/update-user' ? ((await app.resolveViewer(request.headers))?.id ?? null) : null;
    // An update without a session is refused by the library before it writes anything.
    if (path === '/api/auth/update-user' && !reader) return;
    await app.userPhotos.admit(image, { reader, address: clientAddress(request) });
  }

  async function limitSignIn(request: FastifyRequest, reply: FastifyReply) {
    await limitPhotoFetches(request);
    const path = passwordCheckOf(request);
    if (!path) return;
    const result = await perAddress(request);
    if (!result.isAllowed && result.isExceeded) throw tooManySignIns(reply, Math.ceil(result.ttl / 1000));
    const account =
      path === SIGN_IN_PATH
        ? accountOf(emailOf(request))
        : accountOf((await app.resolveViewer(request.headers))?.email);
    // Without a session the library refuses before any password is checked: nothing to count.
    if (account === '') return;
    accountTried.set(request, account);
    const verdict = await signInLimits.check(account, clientAddress(request));
    if (verdict.refusedFor !== null) throw tooManySignIns(reply, verdict.refusedFor);
    if (verdict.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.delayMs));
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    // The identity library's writes name what they changed from its hooks, once committed (auth.ts): an
    // ended session or a changed account its reader, a new account the counts. A sign-in, a failed one or
    // a sign-out without a session changes nothing a cache holds and names nothing.
    config: { ...OWN_AUTHENTICATION, changes: 'named' },
    schema: { hide: true },
    preHandler: limitSignIn,
    handler: async (request, reply) => {
      const url = new URL(request.url, config.publicUrl);
      const body =
        request.method === 'POST' && request.body !== undefined ? JSON.stringify(request.body) : undefined;
      const headers = toFetchHeaders(request);
      if (body !== undefined) headers.set('content-type', 'application/json');
      const identity = await auth.instance();
      const response = await identity.handler(new Request(url, { method: request.method, headers, body }));
      // A wrong password (or an unknown account) is a failed attempt; a right one, unconfirmed, is not.
      const account = accountTried.get(request);
      if (account !== undefined && (await isWrongPassword(request, response)))
        await signInLimits.failed(account, clientAddress(request));
      const unverifiable =
        response.status === 500 && canonicalPath(request.url, config.publicUrl) === UNVERIFIABLE_PASSKEY_PATH;
      const status = unverifiable ? 400 : response.status;
      reply.status(status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
          reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (status >= 400) {
        // Better Auth's errors, in the site's one error contract.
        let parsed: { message?: string; code?: string; fields?: unknown } = {};
        try {
          parsed = JSON.parse(text || '{}');
        } catch {
          parsed = {};
        }
        const fallback =
          response.status === 404 ? TEXTS.noSuchIdentityEndpoint : TEXTS.identityRequestRefused;
        if (unverifiable) parsed = { message: TEXTS.passkeyNotVerified, code: ERROR_CODES.VALIDATION_FAILED };
        reply.header('content-type', 'application/json; charset=utf-8');
        return reply.send(
          errorBody(
            status,
            parsed.message || fallback,
            parsed.code,
            isFieldMap(parsed.fields) ? parsed.fields : undefined,
          ),
        );
      }
      return reply.send(text);
    },
  });

  // The token exchange reads the session cookie, and writes nothing.
  serveHttp(
    app,
    issueApiToken,
    async (request) => {
      const cookie = request.headers.cookie;
      const viewer = cookie ? await app.resolveViewer({ cookie }) : null;
      if (!viewer) throw unauthorized();
      return { token: viewer.sessionToken };
    },
    { ownAuthentication: true, changes: 'none' },
  );
}

import { ACCOUNT_API_TEXTS } from '@shared/messages';
import { API_KEY_TEXTS } from '@shared/messages/api-keys';
import { isEditorRole, type Role } from '@shared/roles';
import type { ApiKeyUse } from '@shared/schemas/api-keys';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requireAccess } from '../lib/access';
import { changeTags } from '../lib/changes';
import { forbidden, unauthorized } from '../lib/errors';
import { createTtlCache } from '../lib/ttl-cache';
import { apiKeyOf, createApiKeyCallers } from '../modules/api-keys/api-key-callers';
import type { Identity } from '../modules/auth/identity';
import { sessionCookieOf } from '../modules/auth/identity-settings';
import { roleOf } from '../modules/users/users.mapper';
import type { ApiKeyCaller, Caller, Viewer } from '../types';
import { apiKeyLimit } from './rate-limits';

const SESSION_ENDED = ACCOUNT_API_TEXTS.sessionEnded;

/** Whether a route's contract lets this key call it: content keys where it says so, admin keys by scope. */
const admits = (use: ApiKeyUse | undefined, key: ApiKeyCaller): boolean =>
  use !== undefined &&
  (key.kind === 'content' ? use === 'content' : key.scopes.some((scope) => scope === use));

function toHeaders(source: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * Who is asking (docs/security.md#sessions-and-tokens): the API reads the bearer token — the session token
 * from POST /api/jwt, or an API key (docs/product.md#api-keys) — and enforces each route's declared access
 * rule, and for a key the route's key rule and the key's rate, before the route sees the request.
 */
export const authenticationPlugin = fp(async (app: FastifyInstance, options: { auth: Identity }) => {
  const { auth } = options;
  app.decorate('auth', auth);
  /**
   * Whether a member of staff lacks the second step the site requires of them: neither an authenticator app
   * nor a passkey (a passkey is a second factor in itself). A change of either names the account (auth.ts),
   * so the cached answer goes with it.
   */
  const secondStepMissing = async (userId: string, role: Role, withApp: boolean): Promise<boolean> => {
    if (!app.config.staffSecondStep || !isEditorRole(role) || withApp) return false;
    const context = await (await auth.instance()).$context;
    const passkeys = await context.adapter.count({
      model: 'passkey',
      where: [{ field: 'userId', value: userId }],
    });
    return passkeys === 0;
  };
  const keyCallers = createApiKeyCallers(app.database.db);
  /**
   * Who is calling, from a set of headers — the one answer for the API and the pages alike: the reader of
   * a session (and when it ends), or an API key with the admin it acts for (checked on every request).
   */
  const lookUp = async (
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ caller: Caller; endsAt: number } | null> => {
    const authorization = Array.isArray(headers.authorization) ? undefined : headers.authorization;
    const key = apiKeyOf(authorization);
    if (key !== null) {
      const caller = await keyCallers(key);
      return caller ? { caller, endsAt: Number.POSITIVE_INFINITY } : null;
    }
    // Without a bearer token or a session cookie there is nobody to look up, and no need for the library.
    const cookie = headers.cookie;
    const named =
      headers.authorization !== undefined ||
      sessionCookieOf(Array.isArray(cookie) ? cookie.join('; ') : cookie) !== null;
    if (!named) return null;
    const result = await (await auth.instance()).api.getSession({ headers: toHeaders(headers) });
    if (!result) return null;
    const { user, session } = result;
    const role = roleOf(user.role);
    const viewer: Viewer = {
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image ?? null,
      role,
      premiumUntil: user.premiumUntil ? new Date(user.premiumUntil) : null,
      emailVerified: user.emailVerified === true,
      sessionId: session.id,
      sessionToken: session.token,
      sessionEndsAt: new Date(session.expiresAt),
      secondStepMissing: await secondStepMissing(user.id, role, user.twoFactorEnabled === true),
    };
    return { caller: { viewer, apiKey: null }, endsAt: new Date(session.expiresAt).getTime() };
  };
  // The identity library's endpoints and the pages know readers by their sessions: a key is nobody's.
  app.decorate('resolveViewer', async (headers: Record<string, string | string[] | undefined>) => {
    const found = await lookUp(headers);
    return found && !found.caller.apiKey ? found.caller.viewer : null;
  });
  const limitKey = apiKeyLimit(app);
  app.decorateRequest('viewer', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('readTags', undefined);
  // Readers make many calls with one token: who it belongs to is looked up once per TTL (never past the
  // session's end), kept under the reader's account, which a sign-out, a role change, a payment or a new
  // name names (changes.ts): their entries leave everywhere.
  const sessions = createTtlCache<{ caller: Caller; endsAt: number }>(app.caches, {
    maxEntries: 10_000,
    expiresAt: (found) => found.endsAt,
  });

  app.addHook('onRequest', async (request) => {
    const { access, ownAuthentication } = request.routeOptions.config;
    if (!access || ownAuthentication) return;
    const authorization = request.headers.authorization;
    if (authorization) {
      if (!/^bearer\s+\S+/i.test(authorization)) throw unauthorized(SESSION_ENDED);
      // Only the bearer token counts for the API; the session cookie is not read here (no CSRF surface).
      if (apiKeyOf(authorization) !== null) {
        const found = await lookUp({ authorization });
        if (!found?.caller.apiKey) throw unauthorized(API_KEY_TEXTS.invalid);
        request.viewer = found.caller.viewer;
        request.apiKey = found.caller.apiKey;
        await limitKey(request);
        if (!admits(request.routeOptions.config.apiKey, request.apiKey))
          throw forbidden(API_KEY_TEXTS.notForThisKey);
      } else {
        const found = await sessions.get(
          authorization,
          () => lookUp({ authorization }),
          ({ caller }) => (caller.viewer ? [changeTags.user(caller.viewer.id)] : []),
        );
        request.viewer = found?.caller.viewer ?? null;
        if (!request.viewer) throw unauthorized(SESSION_ENDED);
      }
    }
    requireAccess(access, request.viewer);
  });
});

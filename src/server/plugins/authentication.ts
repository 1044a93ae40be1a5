import { ACCOUNT_API_TEXTS } from '@shared/messages';
import { isEditorRole, type Role } from '@shared/roles';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requireAccess } from '../lib/access';
import { changeTags } from '../lib/changes';
import { unauthorized } from '../lib/errors';
import { createTtlCache } from '../lib/ttl-cache';
import type { Identity } from '../modules/auth/identity';
import { sessionCookieOf } from '../modules/auth/identity-settings';
import { roleOf } from '../modules/users/users.mapper';
import type { Viewer } from '../types';

const SESSION_ENDED = ACCOUNT_API_TEXTS.sessionEnded;

function toHeaders(source: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * Who is asking (docs/security.md#sessions-and-tokens): the API reads the bearer token (the session token from POST /api/jwt) and
 * enforces each route's declared access rule before the route sees the request.
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
  /** The reader behind a set of headers, and when their session ends. */
  const lookUp = async (headers: Record<string, string | string[] | undefined>) => {
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
    return { viewer, endsAt: new Date(session.expiresAt).getTime() };
  };
  app.decorate('resolveViewer', async (headers: Record<string, string | string[] | undefined>) => {
    return (await lookUp(headers))?.viewer ?? null;
  });
  app.decorateRequest('viewer', null);
  app.decorateRequest('readTags', undefined);
  // Readers make many calls with one token: who it belongs to is looked up once per TTL (never past the
  // session's end), kept under the reader's account, which a sign-out, a role change, a payment or a new
  // name names (changes.ts): their entries leave everywhere.
  const sessions = createTtlCache<{ viewer: Viewer; endsAt: number }>(app.caches, {
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
      const found = await sessions.get(
        authorization,
        () => lookUp({ authorization }),
        ({ viewer }) => [changeTags.user(viewer.id)],
      );
      request.viewer = found?.viewer ?? null;
      if (!request.viewer) throw unauthorized(SESSION_ENDED);
    }
    requireAccess(access, request.viewer);
  });
});

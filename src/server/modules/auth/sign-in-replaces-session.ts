import { getSessionFromCtx } from 'better-auth/api';

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * A sign-in ends the session the browser came with (OWASP ASVS 5.0 7.2.4; docs/security/asvs.md): the
 * browser keeps only the new session, and the old token, which a shared or stolen copy may still hold, stops
 * working at once. Checked after every endpoint that opens a session by proving who the reader is.
 */
export async function endReplacedSession(context: HookContext): Promise<void> {
  const made = context.context.newSession?.session.token;
  if (!made) return;
  const came = await getSessionFromCtx(context).catch(() => null);
  const token = came?.session.token;
  if (token && token !== made) await context.context.internalAdapter.deleteSession(token);
}

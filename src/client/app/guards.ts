import { paths } from '@shared/paths';
import { resolveReturnPath } from '@shared/return-path';
import { redirect } from 'react-router';
import type { RouteContext } from './route-context';

/** Where the sign-in page sends the reader back to: the page they were refused. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`${paths.login}?from=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * Where a reader who may not see a page goes: home when they have just logged out on it (they left on
 * purpose, a sign-in form would be the wrong answer), otherwise /login with the way back.
 */
function refuse(ctx: RouteContext, request: Request): Response {
  const url = new URL(request.url);
  const { user, signedOutFrom } = ctx.auth.getState();
  if (!user && signedOutFrom === url.pathname + url.search) return redirect(paths.home);
  return loginRedirect(request);
}

/** Protected routes (docs/security.md#who-may-call-what): a signed-out visitor goes to /login, carrying the original path. */
export function requireUser(ctx: RouteContext, request: Request) {
  if (!ctx.auth.getState().user) throw refuse(ctx, request);
}

/** The dashboard: only editors and admins; everyone else goes to /login. */
export function requireEditor(ctx: RouteContext, request: Request) {
  const { user, isEditor } = ctx.auth.getState();
  if (!user || !isEditor) throw refuse(ctx, request);
}

/**
 * The admins' own screens (users, payments, the audit log, messages, subscribers): an editor is sent to the
 * dashboard's article list, anyone else to /login.
 */
export function requireAdmin(ctx: RouteContext, request: Request) {
  const { user, isAdmin, isEditor } = ctx.auth.getState();
  if (user && isEditor && !isAdmin) throw redirect(paths.dashboardArticles);
  if (!user || !isAdmin) throw refuse(ctx, request);
}

/**
 * Keeps `?from=` when moving between the sign-in pages, so the reader still returns where they were; a
 * value that is not a safe return path is dropped rather than carried along.
 */
export function withFrom(path: string, searchParams: URLSearchParams): string {
  const from = resolveReturnPath(searchParams.get('from'));
  return from ? `${path}?from=${encodeURIComponent(from)}` : path;
}

/**
 * The one place a return path is decided (`?from=` on the sign-in pages, or a value given directly): a path
 * on this site, resolved against its origin with the URL parser; anything else (another host, `//host`, a
 * backslash, a control character) goes home. Every redirect or navigation to a return path uses this.
 */
export function returnPath(from: URLSearchParams | string | null | undefined): string {
  const value = from instanceof URLSearchParams ? from.get('from') : from;
  return resolveReturnPath(value) ?? paths.home;
}

/**
 * A signed-in reader on /login or /register goes back where they came from — unless that page would send
 * them straight back here (a reader who is not an editor, returning to the dashboard).
 */
export function signedInRedirect(ctx: RouteContext, request: Request): Response | null {
  const { user, isEditor } = ctx.auth.getState();
  if (!user) return null;
  const to = returnPath(new URL(request.url).searchParams);
  if (to.startsWith('/dashboard') && !isEditor) return null;
  return redirect(to);
}

import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { user } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Tern#Harbour7';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  /** The session cookie header, as the browser would send it. */
  cookie: string;
  /** The API bearer token from POST /api/jwt. */
  token: string;
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A made-up client address, so tests that register many readers stay clear of the per-address limits. */
export function someAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** The session cookie exchanged for the API's bearer token. */
export async function tokenFor(app: FastifyInstance, cookie: string): Promise<string> {
  const jwt = await app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie } });
  if (jwt.statusCode !== 200) throw new Error(`token exchange failed: ${jwt.statusCode} ${jwt.body}`);
  return jwt.json().token as string;
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = cookieHeader(response.headers['set-cookie']);
  return { cookie, token: await tokenFor(app, cookie) };
}

/** The newest mail the app sent to an address whose subject matches, once the mail queue has sent what it holds. */
export async function mailTo(t: TestApp, to: string, subject: RegExp, since = 0) {
  await t.mailsSettled();
  return t.mails
    .slice(since)
    .reverse()
    .find((mail) => mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject));
}

/** The confirmation link of the newest confirmation mail to an address, as a path for `inject`. */
export async function verificationLink(t: TestApp, email: string, since = 0): Promise<string> {
  const mail = await mailTo(t, email, /Confirm your e-mail address/, since);
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Signs up through the real endpoint without confirming the address (no session: the link signs in). */
export async function signUp(
  t: TestApp,
  overrides: { email?: string; name?: string; password?: string; remoteAddress?: string } = {},
) {
  const email = overrides.email ?? `reader-${randomUUID().slice(0, 8)}@example.test`;
  const name = overrides.name ?? 'Test Reader';
  const password = overrides.password ?? TEST_PASSWORD;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, name, password },
    remoteAddress: overrides.remoteAddress ?? someAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const [row] = await t.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  if (!row) throw new Error(`sign-up stored no account for ${email}`);
  // The cookie the signing-up browser keeps for the confirmation link (src/server/modules/auth/sign-up-proof.ts).
  const proof = cookieHeader(response.headers['set-cookie']);
  return { id: row.id, email, name, password, proof };
}

/**
 * Opens a confirmation link as the browser would; answers with the session cookie it sets. `proof` is the
 * sign-up's cookie, when the link is opened in the browser that signed up (which keeps its password).
 */
export async function followVerificationLink(t: TestApp, path: string, proof?: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: path,
    remoteAddress: someAddress(),
    ...(proof ? { headers: { cookie: proof } } : {}),
  });
  if (response.statusCode !== 302)
    throw new Error(`confirmation failed: ${response.statusCode} ${response.body}`);
  const cookie = cookieHeader(response.headers['set-cookie']);
  if (!cookie) throw new Error('the confirmation link set no session');
  return cookie;
}

/**
 * Registers a reader through the real sign-up endpoint, confirms the address with the link from the
 * confirmation mail (which signs in), and exchanges the session for a token. It returns once the welcome
 * mail the confirmation queues has been sent, so a test that counts mails from then on sees only its own.
 */
export async function registerUser(
  t: TestApp,
  overrides: { email?: string; name?: string; password?: string; role?: 'admin' | 'editor' | 'user' } = {},
): Promise<TestUser> {
  const since = t.mails.length;
  const account = await signUp(t, overrides);
  if (overrides.role && overrides.role !== 'user')
    await t.database.db.update(user).set({ role: overrides.role }).where(eq(user.id, account.id));
  const cookie = await followVerificationLink(
    t,
    await verificationLink(t, account.email, since),
    account.proof,
  );
  const token = await tokenFor(t.app, cookie);
  await t.mailsSettled();
  return { ...account, cookie, token };
}

/** A request as the given reader (bearer token), or as a visitor. */
export function as(reader: TestUser | null, options: InjectOptions): InjectOptions {
  if (!reader) return options;
  return { ...options, headers: { ...options.headers, authorization: `Bearer ${reader.token}` } };
}

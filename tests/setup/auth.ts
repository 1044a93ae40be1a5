import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { user } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Passw0rd!';

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

function cookieHeader(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = cookieHeader(response.headers['set-cookie']);
  const jwt = await app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie } });
  if (jwt.statusCode !== 200) throw new Error(`token exchange failed: ${jwt.statusCode} ${jwt.body}`);
  return { cookie, token: jwt.json().token as string };
}

/** Registers a reader through the real sign-up endpoint and exchanges the session for a token. */
export async function registerUser(
  t: TestApp,
  overrides: { email?: string; name?: string; password?: string; role?: 'admin' | 'user' } = {},
): Promise<TestUser> {
  const email = overrides.email ?? `reader-${randomUUID().slice(0, 8)}@example.test`;
  const name = overrides.name ?? 'Test Reader';
  const password = overrides.password ?? TEST_PASSWORD;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, name, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const id = response.json().user.id as string;
  if (overrides.role === 'admin')
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, id));
  const session = await signIn(t.app, email, password);
  return { id, email, name, password, ...session };
}

/** A request as the given reader (bearer token), or as a visitor. */
export function as(reader: TestUser | null, options: InjectOptions): InjectOptions {
  if (!reader) return options;
  return { ...options, headers: { ...options.headers, authorization: `Bearer ${reader.token}` } };
}

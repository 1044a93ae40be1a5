import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../src/server/db/schema';
import { SESSION_LIFETIME_SECONDS, SESSION_REFRESH_SECONDS } from '../../src/server/modules/auth/auth';
import { registerUser, signIn, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Sessions (and the bearer tokens that are their tokens) lasted seven days. They now last a day without
// use, moving on by the hour while in use, and end for good when their time is up.

const HOUR_MS = 3_600_000;

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t);
});
afterAll(() => t.close());

const sessionRow = async (token: string) =>
  (await t.database.db.select().from(session).where(eq(session.token, token)))[0];
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

describe('how long a session lasts', () => {
  it('is a day, in the database and in the cookie', async () => {
    expect(SESSION_LIFETIME_SECONDS).toBe(24 * 3600);
    expect(SESSION_REFRESH_SECONDS).toBe(3600);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: reader.email, password: reader.password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie'] ?? []].flat().find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/Max-Age=86400/i);
    const row = await sessionRow(response.json().token);
    const left = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(left).toBeGreaterThan(23.9 * HOUR_MS);
    expect(left).toBeLessThanOrEqual(24 * HOUR_MS);
  });

  it('moves on while in use, once it is an hour old', async () => {
    const { token } = await signIn(t.app, reader.email, reader.password);
    // Last moved on two hours ago: it has 22 hours left.
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 22 * HOUR_MS) })
      .where(eq(session.token, token));
    expect((await me(token)).statusCode).toBe(200);
    const left = ((await sessionRow(token))?.expiresAt.getTime() ?? 0) - Date.now();
    expect(left).toBeGreaterThan(23.9 * HOUR_MS);
  });

  it('ends when its day is up: the token gets a 401', async () => {
    const { token } = await signIn(t.app, reader.email, reader.password);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await me(token)).statusCode).toBe(401);
  });
});

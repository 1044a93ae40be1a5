import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../setup/auth';
import { listen, rawRequest } from '../setup/raw-http';
import { createTestApp, type TestApp } from '../setup/test-app';

// `/api/auth/./sign-in/email`, `/api/auth/%2e/sign-in/email` and `/api/auth/x/../sign-in/email` signed in
// while skipping the sign-in limits: the limiter compared the raw URL, the identity library normalised it.
// Now no /api path that is not in its plain form gets past the first hook, whatever route it aims at.

const SPELLINGS = [
  '/api/auth/./sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/%2E/sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/x/%2e%2e/sign-in/email',
  '/api/auth/x/%2E%2e/sign-in/email',
  '/api/auth//sign-in/email',
  '/api//auth/sign-in/email',
  '/api/./auth/sign-in/email',
  '/api/auth/sign-in%2femail',
  '/api/auth/sign-in%2Femail',
  '/api/auth\\sign-in/email',
  '/api/auth/%5csign-in/email',
  '/api/auth/%5Csign-in/email',
  '/api/auth/%252e/sign-in/email',
  '/api/auth/sign-in/email/.',
  '/api/auth/sign-in/x/..',
  '/api/auth/sign-in/email/./',
];

let t: TestApp;
let reader: TestUser;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t);
  ({ port } = await listen(t.app));
});
afterAll(() => t.close());

async function sessionCount(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from "session"`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe('non-canonical paths under /api', () => {
  it('refuses every spelling of the sign-in path that is not its plain form, before it signs anyone in', async () => {
    const sessionsBefore = await sessionCount();
    for (const target of SPELLINGS) {
      const response = await rawRequest(port, 'POST', target, {
        headers: { origin: t.config.publicUrl },
        body: JSON.stringify({ email: reader.email, password: reader.password }),
      });
      expect(response.status, target).toBe(400);
      expect(response.json(), target).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        code: 'NON_CANONICAL_PATH',
      });
      expect(response.headers['set-cookie'], target).toBeUndefined();
    }
    // Not one of them reached the identity library.
    expect(await sessionCount()).toBe(sessionsBefore);
  });

  it('refuses them on every /api route, and answers other prefixes without a 5xx', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      const path = route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace('/*', '/x');
      const [head = '', ...rest] = path.slice(1).split('/');
      const variants = [
        `/${head}/./${rest.join('/')}`,
        `/${head}/%2e/${rest.join('/')}`,
        `/${head}//${rest.join('/')}`,
        `/${head}/x/../${rest.join('/')}`,
        `/${head}\\${rest.join('/')}`,
      ];
      for (const target of variants) {
        const response = await rawRequest(port, route.method, target, {
          headers: { authorization: `Bearer ${reader.token}` },
          ...(route.hasBody ? { body: '{}' } : {}),
        });
        if (response.status !== 400 || (response.json() as { code?: string }).code !== 'NON_CANONICAL_PATH')
          failures.push(`${route.method} ${target} → ${response.status} ${response.body.slice(0, 120)}`);
      }
    }
    for (const target of [
      '/media/../api/publisher',
      '/media/%2e%2e/x',
      '/./about',
      '//evil.example/about',
      '/a/..',
    ]) {
      const response = await rawRequest(port, 'GET', target);
      if (response.status >= 500 || response.status < 400)
        failures.push(`GET ${target} → ${response.status} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});

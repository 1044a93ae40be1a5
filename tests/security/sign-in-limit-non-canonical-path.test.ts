import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, TEST_PASSWORD, type TestUser } from '../setup/auth';
import { createTestApp } from '../setup/test-app';

// The sign-in limits compared the raw URL with /api/auth/sign-in/email, while the identity library
// resolves dot segments before routing: /api/auth/./sign-in/email was a sign-in that no limit counted,
// so passwords could be guessed without end. Limits are now decided on the path as the library will
// route it; a spelling the site refuses outright (a 4xx other than a wrong password) is fine too.
// Over real HTTP: an injected request has its path tidied before the server sees it.

const SPELLINGS = [
  '/api/auth/./sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/%2E/sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/x/%2e%2e/sign-in/email',
  '/api/auth/sign-in/./email',
  '/api/auth/sign-in/email?via=query',
];
const CANONICAL = '/api/auth/sign-in/email';

/** A test app listening on a real port (every request comes from 127.0.0.1). */
async function listening(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/** POSTs JSON to the path exactly as written; answers with the status. */
function post(port: number, path: string, body: Record<string, unknown>): Promise<number> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

/** Once a limit is spent, another spelling must not get to the password check (200 or 401). */
const REFUSED = [400, 404, 429];

describe('sign-in through another spelling of its path, once the limit of one account from one address is spent', () => {
  let app: Awaited<ReturnType<typeof listening>>;
  // Every attempt comes from one address here: its own limit is set aside to see the account's.
  beforeAll(async () => {
    app = await listening({ SIGNIN_LIMIT_PER_ADDRESS: '100000' });
  });
  afterAll(() => app.t.close());

  it.each(SPELLINGS)('%s is not one more guess', async (spelling) => {
    const reader: TestUser = await registerUser(app.t);
    const limit = app.t.config.signInLimits.perPair;
    for (let index = 0; index < limit; index++) {
      expect(await post(app.port, CANONICAL, { email: reader.email, password: 'Wrong#123' })).toBe(401);
    }
    // Even the right password, spelled another way, waits like any other attempt.
    const status = await post(app.port, spelling, { email: reader.email, password: TEST_PASSWORD });
    expect(REFUSED).toContain(status);
    expect(await post(app.port, CANONICAL, { email: reader.email, password: TEST_PASSWORD })).toBe(429);
  });

  it('spellings and the real path share one count', async () => {
    const reader: TestUser = await registerUser(app.t);
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) {
      const path = index % 2 === 0 ? CANONICAL : (SPELLINGS[index % SPELLINGS.length] as string);
      statuses.push(await post(app.port, path, { email: reader.email, password: 'Wrong#123' }));
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      app.t.config.signInLimits.perPair,
    );
  });
});

describe('sign-in through another spelling of its path, once the per-address limit is spent', () => {
  let app: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    app = await listening();
  });
  afterAll(() => app.t.close());

  it('no spelling gets another guess from that address', async () => {
    const limit = app.t.config.signInLimits.perAddress;
    for (let index = 0; index < limit; index++) {
      const status = await post(app.port, CANONICAL, {
        email: `nobody-${index}@example.test`,
        password: 'Wrong#123',
      });
      expect(status).toBe(401);
    }
    for (const [index, spelling] of SPELLINGS.entries()) {
      const status = await post(app.port, spelling, {
        email: `other-${index}@example.test`,
        password: 'Wrong#123',
      });
      expect(REFUSED, spelling).toContain(status);
    }
  }, 60_000);

  it('counts sign-ups through another spelling toward their per-address limit too', async () => {
    let created = 0;
    for (let index = 0; index < app.t.config.signUpLimitPerAddress + 5; index++) {
      const path = index % 2 === 0 ? '/api/auth/./sign-up/email' : '/api/auth/x/../sign-up/email';
      const status = await post(app.port, path, {
        name: 'Dots',
        email: `dots-${index}@example.test`,
        password: TEST_PASSWORD,
      });
      if (status === 200) created++;
    }
    expect(created).toBeLessThanOrEqual(app.t.config.signUpLimitPerAddress);
  });
});

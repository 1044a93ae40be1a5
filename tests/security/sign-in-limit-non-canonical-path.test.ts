import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, TEST_PASSWORD, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

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

let t: TestApp;
let port: number;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  reader = await registerUser(t);
});
afterAll(() => t.close());

/** POSTs JSON to the path exactly as written; answers with the status. */
function post(path: string, body: Record<string, unknown>): Promise<number> {
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

/** 401 means the password was checked: the attempt reached the sign-in. */
const attempt = (path: string, email: string, password = 'Wrong#123') => post(path, { email, password });

describe('sign-in through another spelling of its path', () => {
  it('counts toward the per-account limit (or is refused outright)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) {
      statuses.push(await attempt(SPELLINGS[index % SPELLINGS.length] as string, reader.email));
    }
    for (const status of statuses) expect([400, 401, 404, 429]).toContain(status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      t.config.signInLimits.perAccount,
    );
    // The limit holds for the real path too, and even the right password waits.
    expect(await attempt(CANONICAL, reader.email, TEST_PASSWORD)).toBe(429);
  });

  it('counts toward the per-address limit (or is refused outright)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < t.config.signInLimits.perAddress + 10; index++) {
      statuses.push(
        await attempt(SPELLINGS[index % SPELLINGS.length] as string, `nobody-${index}@example.test`),
      );
    }
    // The first test's attempts came from this address too.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      t.config.signInLimits.perAddress,
    );
    expect(await attempt(CANONICAL, 'someone@example.test')).toBe(429);
  }, 60_000);

  it('counts sign-ups through another spelling toward their per-address limit too', async () => {
    let created = 0;
    for (let index = 0; index < t.config.signUpLimitPerAddress + 5; index++) {
      const path = index % 2 === 0 ? '/api/auth/./sign-up/email' : '/api/auth/x/../sign-up/email';
      const status = await post(path, {
        name: 'Dots',
        email: `dots-${index}@example.test`,
        password: TEST_PASSWORD,
      });
      if (status === 200) created++;
    }
    expect(created).toBeLessThanOrEqual(t.config.signUpLimitPerAddress);
  });
});

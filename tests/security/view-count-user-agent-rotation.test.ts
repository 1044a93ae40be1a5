import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../factories';
import { as, registerUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Views were de-duplicated per address *and User-Agent*, so a visitor who changed the User-Agent on every
// request counted a new view each time. A view is now counted once per window for each signed-in reader,
// or for each client address (as resolved through TRUST_PROXY) — never by a header the caller picks.

let t: TestApp;
let articleId: string;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  articleId = (await createArticle(t.database.db, { status: 'approve' })).id;
});
afterAll(() => t.close());

async function view(options: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/viewCount/${articleId}`,
    remoteAddress: options.remoteAddress ?? '198.51.100.10',
    headers: options.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { modifiedCount: number; viewCount: number };
}

describe('view counting with a rotating User-Agent', () => {
  it('counts one view for one address, whatever User-Agent each request claims', async () => {
    const first = await view({ headers: { 'user-agent': 'Browser/1' } });
    expect(first.modifiedCount).toBe(1);
    for (let n = 2; n <= 20; n++) {
      const again = await view({ headers: { 'user-agent': `Browser/${n}`, 'accept-language': `x-${n}` } });
      expect(again.modifiedCount).toBe(0);
      expect(again.viewCount).toBe(first.viewCount);
    }
  });

  it('counts another address, and an address behind a trusted proxy by the address the proxy saw', async () => {
    const start = (await view()).viewCount;
    expect((await view({ remoteAddress: '198.51.100.11' })).viewCount).toBe(start + 1);
    const proxied = (forged: string) =>
      view({ remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': `${forged}, 198.51.100.12` } });
    expect((await proxied('203.0.113.1')).viewCount).toBe(start + 2);
    expect((await proxied('203.0.113.2')).modifiedCount).toBe(0);
  });

  it('counts a signed-in reader once, from any address', async () => {
    const reader = await registerUser(t);
    const counted: number[] = [];
    for (let n = 0; n < 4; n++) {
      const response = await t.app.inject(
        as(reader, {
          method: 'PATCH',
          url: `/api/viewCount/${articleId}`,
          remoteAddress: `192.0.2.${n + 1}`,
          headers: { 'user-agent': `Reader/${n}` },
        }),
      );
      counted.push((response.json() as { modifiedCount: number }).modifiedCount);
    }
    expect(counted).toEqual([1, 0, 0, 0]);
  });
});

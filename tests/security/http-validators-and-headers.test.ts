import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../setup/auth';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

// What HTTP validators found on the landed site: 404, 400, 401 and 503 answers carried an ETag and answered
// 304 when it was sent back (a 503's tag once turned the next request into an empty 304); a signed-in
// reader's page changed its ETag on every request (the page state carries load times), so it never
// revalidated; no Permissions-Policy; no HSTS when served over https; X-Frame-Options SAMEORIGIN while the
// policy's frame-ancestors said 'none'.

let t: TestApp;
let reader: TestUser;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, { ssr: sourceSsr });
  reader = await registerUser(t);
});
afterAll(() => t.close());

describe('errors carry no validator', () => {
  it.each([
    ['a missing API route (404)', { url: '/api/no-such-route' }],
    ['a missing article (404)', { url: '/api/articles/00000000-0000-4000-8000-000000000000' }],
    ['a bad query (400)', { url: '/api/recent-articles?limit=nonsense' }],
    ['a personal answer without a session (401)', { url: '/api/me' }],
    ['a missing page (404)', { url: '/no-such-page-here' }],
  ])('%s has no ETag and is never a 304', async (_name, { url }) => {
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.headers.etag).toBeUndefined();
    // Whatever tag a client sends back, the error is answered in full.
    for (const tag of ['*', 'W/"anything"', first.headers.etag ?? 'W/"x"']) {
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body.length).toBeGreaterThan(0);
    }
  });
});

describe('a signed-in reader’s page', () => {
  it('keeps its ETag while nothing changed, and is answered 304 when it is sent back', async () => {
    const headers = { cookie: reader.cookie };
    const first = await t.app.inject({ method: 'GET', url: '/about', headers });
    const second = await t.app.inject({ method: 'GET', url: '/about', headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeDefined();
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});

describe('security headers', () => {
  it.each(['/', '/api/stats', '/api/no-such-route'])('%s carries a Permissions-Policy', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=(self)'])
      expect(policy).toContain(feature);
  });

  it('X-Frame-Options says what frame-ancestors says', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('HSTS is sent when the request came over https through the trusted proxy, and not over http', async () => {
    const secure = await t.app.inject({
      method: 'GET',
      url: '/api/stats',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    const plain = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client not behind the proxy cannot claim https for it.
    const claimed = await t.app.inject({
      method: 'GET',
      url: '/api/stats',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

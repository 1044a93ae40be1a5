import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../src/server/lib/page-entry';
import { createArticle } from '../factories';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

// `Accept-Encoding: br;q=0, gzip` (never brotli) was answered in brotli: the encoding was picked by
// looking for the word. A visitor's page did not say it varies by Cookie, so a shared cache could hand it
// to a signed-in reader (or the reverse), and a small answer, left uncompressed, did not say it varies by
// Accept-Encoding. Weights are now read as RFC 9110 says, pages name Cookie, and every compressible
// answer names Accept-Encoding.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CACHE_MS: '60000' }, { ssr: sourceSsr });
  await createArticle(t.database.db, { status: 'approve' });
});
afterAll(() => t.close());

const varyOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('Accept-Encoding weights', () => {
  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['identity', 'identity'],
  ])('%s picks %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it.each(['/', '/api/recent-articles', '/api/stats'])(
    '%s is never sent in br to a client that refuses it',
    async (url) => {
      for (let round = 0; round < 2; round++) {
        // The second round is answered from the page cache.
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br;q=0, gzip' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).not.toBe('br');
        const none = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
        });
        expect(none.headers['content-encoding'] ?? 'identity').toBe('identity');
      }
    },
  );
});

describe('Vary', () => {
  it('a visitor’s page varies by Cookie and Accept-Encoding, from the cache too', async () => {
    for (let round = 0; round < 2; round++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/about',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(varyOf(response.headers.vary)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
    }
  });

  it('a small answer, not compressed, still varies by Accept-Encoding', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varyOf(response.headers.vary)).toContain('accept-encoding');
    const error = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(varyOf(error.headers.vary)).toContain('accept-encoding');
  });

  it('an API answer varies by Authorization and Cookie, each named once', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/stats',
      headers: { 'accept-encoding': 'gzip' },
    });
    const vary = varyOf(response.headers.vary);
    expect(vary).toEqual(expect.arrayContaining(['authorization', 'cookie', 'accept-encoding']));
    expect(new Set(vary).size).toBe(vary.length);
  });
});

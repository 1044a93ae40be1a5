import { randomUUID } from 'node:crypto';
import { endpointPath } from '@shared/contract/endpoint';
import type { SsrEntry } from '@shared/ssr';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SsrRuntime } from '../../src/server/plugins/ssr';
import { createArticle } from '../factories';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

// `/search?q=a%00` held the request for 7 s: the page's server-side loader retried the failing API call
// three times, with back-off, before answering 500. A page's API call is now made once: its failure fails the
// page at once, with the status the API gave (404 → 404, 400 → 400, 5xx → 5xx).

/** The API paths the pages called, and answers to force for some of them (path prefix → status). */
const calls: string[] = [];
const forced = new Map<string, number>();

/** The real renderer, with its API calls counted and, for some paths, answered with a forced failure. */
function countingSsr(): SsrRuntime {
  const real = sourceSsr();
  return {
    template: real.template,
    entry: async (): Promise<SsrEntry> => {
      const entry = await real.entry();
      return {
        render: (request) =>
          entry.render({
            ...request,
            direct: async (key, input) => {
              const path = endpointPath({ path: key.slice(key.indexOf(' ') + 1) }, input.params);
              calls.push(path);
              for (const [prefix, status] of forced) {
                if (path.startsWith(prefix))
                  return {
                    status,
                    error: { statusCode: status, error: 'Forced', message: 'Forced failure' },
                  };
              }
              return request.direct(key, input);
            },
          }),
      };
    },
  };
}

let t: TestApp;
let articleId: string;

beforeAll(async () => {
  t = await createTestApp({}, { ssr: countingSsr });
  articleId = (await createArticle(t.database.db, { status: 'approve' })).id;
  // The first page compiles the renderer from source; the times below are a page's, not that compile's.
  await t.app.inject({ method: 'GET', url: '/about' });
});
afterAll(() => t.close());
beforeEach(() => {
  calls.length = 0;
  forced.clear();
});

/** A page, and how long it took. */
async function page(url: string) {
  const started = performance.now();
  const response = await t.app.inject({ method: 'GET', url });
  return { response, ms: performance.now() - started };
}

const callsTo = (path: string) => calls.filter((called) => called.split('?')[0] === path);

describe('server-side loaders make each API call once', () => {
  it('an article that does not exist is a 404 page at once, asked for once', async () => {
    const id = randomUUID();
    const { response, ms } = await page(`/articlesDetails/${id}`);
    expect(response.statusCode).toBe(404);
    expect(callsTo(`/articles/${id}`)).toEqual([`/articles/${id}`]);
    expect(ms).toBeLessThan(2_000);
  });

  it.each([500, 502, 503])(
    'an API answering %i fails the page with that status, asked for once',
    async (status) => {
      forced.set(`/articles/${articleId}`, status);
      const { response, ms } = await page(`/articlesDetails/${articleId}`);
      expect(response.statusCode).toBe(status);
      expect(callsTo(`/articles/${articleId}`)).toHaveLength(1);
      expect(ms).toBeLessThan(2_000);
      expect(response.body).not.toContain('Forced failure');
    },
  );

  it('an API answering 400 is a 400 page, asked for once', async () => {
    forced.set('/recent-articles', 400);
    const { response, ms } = await page('/allArticles?page=2');
    expect(response.statusCode).toBe(400);
    expect(callsTo('/recent-articles')).toHaveLength(1);
    expect(ms).toBeLessThan(2_000);
  });

  it('a page with several calls fails with the one that failed, each asked for once', async () => {
    forced.set('/stats', 503);
    const { response, ms } = await page('/');
    expect(response.statusCode).toBe(503);
    expect(callsTo('/stats')).toHaveLength(1);
    expect(ms).toBeLessThan(2_000);
  });

  it('a malformed id in the address is a 404 page without any API call for it', async () => {
    for (const id of [
      'not-a-uuid',
      '123',
      `..%5Cusers%5Cadmin%5C${randomUUID()}`,
      `${articleId}x`,
      articleId.replaceAll('-', ''),
    ]) {
      calls.length = 0;
      const { response } = await page(`/articlesDetails/${id}`);
      // A 404 page; a path the request guard already refuses as malformed is a 400.
      expect([400, 404], id).toContain(response.statusCode);
      expect(
        calls.filter((path) => path.startsWith('/articles')),
        id,
      ).toEqual([]);
    }
  });

  it('a NUL byte in a search fails fast with 400', async () => {
    const { response, ms } = await page('/search?q=a%00');
    expect(response.statusCode).toBe(400);
    expect(callsTo('/searchArticles').length).toBeLessThanOrEqual(1);
    expect(ms).toBeLessThan(2_000);
  });
});

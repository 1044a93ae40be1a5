import type { RenderRequest } from '@shared/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../factories';
import { listen, rawRequest } from '../setup/raw-http';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

// `<link rel="canonical">` took its host from a `//evil.example/about` request path (the path was resolved
// against the site's origin, and a path that starts with two slashes names a host). Canonical links,
// og:url and every absolute URL of a page now come from PUBLIC_URL and the route's path alone.

const ORIGIN = 'http://localhost:3000';
const HOSTILE_TARGETS = [
  '//evil.example/about',
  '/\\evil.example/about',
  '/%5Cevil.example/about',
  '/%5cevil.example/about',
  '///evil.example/about',
  '/\\/evil.example/about',
  '//evil.example',
  '//evil.example/articlesDetails/x',
];

let t: TestApp;
let port: number;
let articleId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN, TRUST_PROXY: '127.0.0.1' }, { ssr: sourceSsr });
  ({ port } = await listen(t.app));
  articleId = (await createArticle(t.database.db, { status: 'approve' })).id;
});
afterAll(() => t.close());

/** Every absolute http(s) URL a page names in its head. */
function absoluteUrls(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  return [...head.matchAll(/(?:href|content)="(https?:\/\/[^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('canonical links and hostile request paths', () => {
  it('never names another host, whatever path, Host or X-Forwarded-Host the request carries', async () => {
    const failures: string[] = [];
    for (const target of [...HOSTILE_TARGETS, '/about', `/articlesDetails/${articleId}`]) {
      const variants: Record<string, string>[] = [
        {},
        { host: 'evil.example' },
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      ];
      for (const headers of variants) {
        const response = await rawRequest(port, 'GET', target, { headers });
        const label = `${target} ${JSON.stringify(headers)} → ${response.status}`;
        if (response.status >= 500) failures.push(`${label}: ${response.body.slice(0, 200)}`);
        if (response.headers.location?.toString().includes('evil.example'))
          failures.push(`${label}: redirects`);
        if (!String(response.headers['content-type']).includes('text/html')) continue;
        const foreign = absoluteUrls(response.body).filter((url) => new URL(url).origin !== ORIGIN);
        if (foreign.length > 0) failures.push(`${label}: ${foreign.join(', ')}`);
        if (!response.body.includes(`<link rel="canonical" href="${ORIGIN}/`))
          failures.push(`${label}: no canonical link on ${ORIGIN}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives the plain path its canonical link and the article its og:url on PUBLIC_URL', async () => {
    const about = await rawRequest(port, 'GET', '/about?utm_source=x', { headers: { host: 'evil.example' } });
    expect(about.body).toContain(`<link rel="canonical" href="${ORIGIN}/about">`);
    const article = await rawRequest(port, 'GET', `/articlesDetails/${articleId}`, {
      headers: { host: 'evil.example' },
    });
    expect(article.body).toContain(
      `<meta property="og:url" content="${ORIGIN}/articlesDetails/${articleId}">`,
    );
  });

  it('keeps the renderer on PUBLIC_URL even for a path the request guard would refuse', async () => {
    const { render } = await import('../../src/client/entry-server');
    for (const url of HOSTILE_TARGETS) {
      const result = await render({
        url,
        origin: ORIGIN,
        headers: {},
        direct: async () => ({
          status: 404,
          error: { statusCode: 404, error: 'Not Found', message: 'x' },
        }),
        siteName: 'Broadsheet',
        features: { google: false, stripePublishableKey: null },
        viewer: null,
      } satisfies RenderRequest);
      if (result.kind !== 'html') throw new Error(`${url} redirected to ${result.location}`);
      expect(new URL(result.head.canonical ?? '').origin, url).toBe(ORIGIN);
    }
  });
});

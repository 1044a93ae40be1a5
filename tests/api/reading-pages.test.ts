import { slugOf } from '@shared/sections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../factories';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Sections, publishers and authors as pages (docs/product.md#pages-and-navigation): rendered on the server
 * with their list in the HTML, cached for visitors like every public page, with their feed in the head.
 */

let t: TestApp;
let authorId: string;
let publisherName: string;
const titles = ['Tide tables and the harbour', 'Night ferry returns', 'Quay lamps relit'];

beforeAll(async () => {
  t = await createTestApp({}, { ssr: sourceSsr });
  const { db } = t.database;
  authorId = (await createUser(db, { name: 'Hana Harbour', bio: 'Writes about boats & <tides>.' })).id;
  publisherName = (await createPublisher(db, { publisherName: 'Le Petit Port', country: 'France' }))
    .publisherName;
  for (const [n, title] of titles.entries()) {
    await createArticle(db, {
      authorId,
      publisher: publisherName,
      status: 'approve',
      title,
      tags: ['Science & Technology'],
      createdAt: new Date(Date.UTC(2026, 2, n + 1)),
    });
  }
  await createArticle(db, {
    authorId,
    publisher: publisherName,
    title: 'Still pending',
    tags: ['Science & Technology'],
  });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('section, publisher and author pages', () => {
  const pages = () => ({
    '/section/science-technology': 'Science &amp; Technology',
    [`/publisher/${slugOf(publisherName)}`]: 'Le Petit Port',
    [`/author/${authorId}`]: 'Hana Harbour',
  });

  it('hold their list of approved articles in the HTML the server sends, newest first', async () => {
    for (const [url, name] of Object.entries(pages())) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const html = response.body;
      expect(html).toContain(`<title>Broadsheet | ${name}</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
      const at = titles.map((title) => html.indexOf(`>${title}<`));
      expect(
        at.every((index) => index > 0),
        url,
      ).toBe(true);
      expect(at[2]).toBeLessThan(at[1] as number);
      expect(at[1]).toBeLessThan(at[0] as number);
      expect(html).not.toContain('Still pending');
      expect(html).toContain('3 articles');
    }
  });

  it('are cached for visitors like every public page, and link their RSS feed in the head', async () => {
    for (const url of Object.keys(pages())) {
      const response = await page(url);
      expect(response.headers['cache-control'], url).toBe(
        'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
      );
      expect(response.body).toContain(`type="application/rss+xml"`);
      expect(response.body).toContain(`href="http://localhost:3000${url}/rss.xml"`);
      expect(response.body).toMatch(/<meta name="description" content="[^"]+">/);
    }
  });

  it('show a publisher’s country and an author’s bio, as text', async () => {
    expect((await page(`/publisher/${slugOf(publisherName)}`)).body).toContain('Based in France');
    expect((await page(`/author/${authorId}`)).body).toContain('Writes about boats &amp; &lt;tides&gt;.');
  });

  it('send a section named as its tag to its address, and answer 404 for what does not exist', async () => {
    const named = await page('/section/Science%20%26%20Technology');
    expect(named.statusCode).toBe(302);
    expect(named.headers.location).toBe('/section/science-technology');
    for (const url of [
      '/section/gossip',
      '/publisher/nobody-here',
      '/author/not-an-id',
      '/author/00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Uh-oh!');
    }
  });
});

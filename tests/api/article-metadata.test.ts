import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRevisions, user } from '../../src/server/db/schema';
import { PAYWALLED_CLASS } from '../../src/shared/constants';
import { plainTextToDoc } from '../../src/shared/rich-text/text';
import { createArticle, createPublisher, createUser } from '../factories';
import { as, registerUser } from '../setup/auth';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * What an article page tells search engines (docs/product.md#pages-and-navigation): a NewsArticle with the
 * fields Google asks for, premium articles marked as paywalled without quoting what is behind the paywall,
 * and a BreadcrumbList; all in the HTML the server sends.
 */

const IMAGE = '/media/0123456789abcdef-960.webp';
const LOGO = '/media/fedcba9876543210-320.webp';
const SECRET = 'PAYWALLED-WORDS-ONLY-SUBSCRIBERS-READ';
const FREE = 'The harbour master opens the gates at dawn.';

let t: TestApp;
let authorId: string;
let plainId: string;
let premiumId: string;
let publisherName: string;
const edited = new Date(Date.UTC(2026, 3, 2, 9, 30));

type JsonLd = Record<string, unknown> & { '@type': string };

/** The JSON-LD objects of a page, parsed. */
function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] as string) as JsonLd,
  );
}

const page = async (url: string, cookie?: string) => {
  const response = await t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

/** The fields schema.org's NewsArticle must have for Google's article rich results, with their types. */
function expectNewsArticle(found: JsonLd | undefined) {
  if (!found) throw new Error('the page has no JSON-LD');
  const article = found;
  expect(article['@context']).toBe('https://schema.org');
  expect(article['@type']).toBe('NewsArticle');
  expect(typeof article.headline).toBe('string');
  expect((article.headline as string).length).toBeLessThanOrEqual(110);
  for (const field of ['datePublished', 'dateModified'])
    expect(Number.isNaN(Date.parse(article[field] as string)), field).toBe(false);
  const images = article.image as { '@type': string; url: string; width?: number }[];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image['@type']).toBe('ImageObject');
    expect(image.url).toMatch(/^http:\/\/localhost:3000\/media\/[0-9a-f]{16}-\d+\.webp$/);
    expect(image.width).toBeGreaterThan(0);
  }
  const [author] = article.author as { '@type': string; name: string; url: string }[];
  expect(author).toEqual({
    '@type': 'Person',
    name: 'Noor Newsroom',
    url: `http://localhost:3000/author/${authorId}`,
  });
  const publisher = article.publisher as { '@type': string; name: string; logo?: { url: string } };
  expect(publisher['@type']).toBe('NewsMediaOrganization');
  expect(publisher.name).toBe(publisherName);
  expect(publisher.logo?.url).toBe(`http://localhost:3000${LOGO}`);
  expect(typeof article.isAccessibleForFree).toBe('boolean');
  expect((article.mainEntityOfPage as { '@id': string })['@id']).toMatch(
    /^http:\/\/localhost:3000\/articlesDetails\//,
  );
}

beforeAll(async () => {
  t = await createTestApp({}, { ssr: sourceSsr });
  const { db } = t.database;
  authorId = (await createUser(db, { name: 'Noor Newsroom' })).id;
  publisherName = (await createPublisher(db, { publisherName: 'Harbour Herald', image: LOGO })).publisherName;
  const plain = await createArticle(db, {
    authorId,
    publisher: publisherName,
    status: 'approve',
    title: 'Ferries run late again',
    tags: ['business', 'lifestyle'],
    image: IMAGE,
    createdAt: new Date(Date.UTC(2026, 3, 1)),
  });
  plainId = plain.id;
  // Approved, then an edit approved a day later: the article changed after it was published.
  for (const [number, decidedAt] of [
    [1, new Date(Date.UTC(2026, 3, 1))],
    [2, edited],
  ] as const) {
    await db.insert(articleRevisions).values({
      articleId: plain.id,
      number,
      state: 'approved',
      title: plain.title,
      publisher: plain.publisher,
      tags: plain.tags,
      image: plain.image,
      body: plainTextToDoc(plain.description),
      description: plain.description,
      preview: plain.preview ?? '',
      decidedAt,
    });
  }
  premiumId = (
    await createArticle(db, {
      authorId,
      publisher: publisherName,
      status: 'approve',
      isPremium: true,
      title: 'What the harbour master knows',
      tags: ['culture'],
      image: IMAGE,
      description: `${FREE}\n\n${'Open start of the story. '.repeat(20)}${SECRET} ${'More for subscribers. '.repeat(20)}\n\n${'The last word. '.repeat(10)}`,
    })
  ).id;
});
afterAll(() => t.close());

describe('article metadata', () => {
  it('describes an article as a NewsArticle, modified when an edit was approved after it went live', async () => {
    const html = await page(`/articlesDetails/${plainId}`);
    const [article, breadcrumbs] = jsonLdOf(html);
    expectNewsArticle(article);
    expect(article?.headline).toBe('Ferries run late again');
    expect(article?.datePublished).toBe('2026-04-01T00:00:00.000Z');
    expect(article?.dateModified).toBe(edited.toISOString());
    expect(article?.isAccessibleForFree).toBe(true);
    expect(article?.hasPart).toBeUndefined();
    expect(article?.articleSection).toBe('Business');
    expect(html).toContain(`<meta property="article:modified_time" content="${edited.toISOString()}">`);
    expect(html).toMatch(new RegExp(`Updated(<!-- -->)? <time dateTime="${edited.toISOString()}"`, 'i'));
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Business',
          item: 'http://localhost:3000/section/business',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Ferries run late again',
          item: `http://localhost:3000/articlesDetails/${plainId}`,
        },
      ],
    });
  });

  it('marks a premium article’s body as paywalled and never quotes it, to visitors or subscribers', async () => {
    const visitor = await page(`/articlesDetails/${premiumId}`);
    expect(visitor).not.toContain(SECRET);
    const subscriber = await registerUser(t);
    await t.database.db
      .update(user)
      .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(user.id, subscriber.id));
    const read = await page(`/articlesDetails/${premiumId}`, subscriber.cookie);
    // The subscriber's page holds the whole body; its metadata still quotes only the start.
    expect(read).toContain(SECRET);
    for (const html of [visitor, read]) {
      const [article] = jsonLdOf(html);
      expectNewsArticle(article);
      expect(article?.dateModified).toBe(article?.datePublished);
      expect(html).not.toMatch(/Updated(<!-- -->)? <time/);
      expect(article?.isAccessibleForFree).toBe(false);
      expect(article?.hasPart).toEqual({
        '@type': 'WebPageElement',
        isAccessibleForFree: false,
        cssSelector: `.${PAYWALLED_CLASS}`,
      });
      const metadata = jsonLdOf(html)
        .map((object) => JSON.stringify(object))
        .join('');
      expect(metadata).not.toContain(SECRET);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toContain(SECRET);
    }
    // The selector names the paid part alone: the subscriber's page holds it, after the free opening; a
    // visitor is sent the free opening and no paid part, so nothing on their page is marked paid.
    const body = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    const paid = new RegExp(`<div class="${PAYWALLED_CLASS}">(.*?)</div>`, 's');
    expect(body(visitor)).toContain(FREE);
    expect(body(visitor)).not.toContain(PAYWALLED_CLASS);
    const part = body(read).match(paid)?.[1] ?? '';
    expect(part).toContain(SECRET);
    expect(part).toContain('The last word.');
    expect(part).not.toContain(FREE);
    expect(body(read).indexOf(FREE)).toBeLessThan(body(read).indexOf(PAYWALLED_CLASS));
  });

  it('dates an article by when it went live, not when it was submitted, and names its author’s page', async () => {
    const submitted = new Date(Date.UTC(2026, 1, 3, 8));
    const admin = await registerUser(t, { role: 'admin' });
    const waiting = await createArticle(t.database.db, {
      authorId,
      publisher: publisherName,
      title: 'Lighthouse keeper retires',
      tags: ['lifestyle'],
      image: IMAGE,
      createdAt: submitted,
    });
    const before = Date.now();
    const approved = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/admin-articles/${waiting.id}` }),
    );
    expect(approved.statusCode).toBe(200);
    const html = await page(`/articlesDetails/${waiting.id}`);
    const [article] = jsonLdOf(html);
    const published = Date.parse(article?.datePublished as string);
    expect(published).toBeGreaterThanOrEqual(before - 1000);
    expect(published).toBeLessThanOrEqual(Date.now());
    expect(article?.dateModified).toBe(article?.datePublished);
    const meta = (property: string) =>
      html.match(new RegExp(`<meta property="${property}" content="([^"]*)">`))?.[1];
    expect(meta('article:published_time')).toBe(article?.datePublished);
    expect(meta('article:author')).toBe(`http://localhost:3000/author/${authorId}`);
    const api = await t.app.inject({ method: 'GET', url: `/api/articles/${waiting.id}` });
    expect(api.statusCode).toBe(200);
    expect(api.json().date).toBe(submitted.toISOString());
    expect(api.json().published).toBe(article?.datePublished);
    const feed = await t.app.inject({ method: 'GET', url: '/rss.xml' });
    const item = feed.body.match(/<item><title>Lighthouse keeper retires<\/title>.*?<\/item>/s)?.[0] ?? '';
    const pubDate = item.match(/<pubDate>(.*?)<\/pubDate>/)?.[1] ?? '';
    expect(Date.parse(pubDate)).toBe(Math.floor(published / 1000) * 1000);
    // An article stored live (the demo, an import) is dated when it was stored as dated.
    const [plain] = jsonLdOf(await page(`/articlesDetails/${plainId}`));
    expect(plain?.datePublished).toBe('2026-04-01T00:00:00.000Z');
  });
});

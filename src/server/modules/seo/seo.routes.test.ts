import { randomUUID } from 'node:crypto';
import { SECTIONS, slugOf } from '@shared/sections';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { articles } from '../../db/schema';

let t: TestApp;
let approved: string;
let pending: string;
let authorId: string;
let publisherName: string;
let pendingOnlyAuthorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const author = await createUser(db, { name: 'Ann <Author>' });
  authorId = author.id;
  const { publisherName: publisher } = await createPublisher(db);
  publisherName = publisher;
  approved = (
    await createArticle(db, {
      authorId: author.id,
      publisher,
      status: 'approve',
      title: 'Rates & <markets>',
      tags: ['business'],
    })
  ).id;
  await createArticle(db, {
    authorId: author.id,
    publisher,
    status: 'approve',
    isPremium: true,
    title: 'Premium story',
    description: `${'Open start. '.repeat(30)}PREMIUM-SECRET-BODY ${'more. '.repeat(50)}`,
  });
  pending = (await createArticle(db, { authorId: author.id, publisher, title: 'Not yet approved' })).id;
  pendingOnlyAuthorId = (await createUser(db, { name: 'Not yet published' })).id;
  await createArticle(db, { authorId: pendingOnlyAuthorId, publisher, title: 'Waiting' });
});
afterAll(() => t.close());

describe('feeds', () => {
  it('serves an RSS feed of approved articles with escaped text and no premium body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rss.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(response.body).toContain('<title>Rates &amp; &lt;markets&gt;</title>');
    expect(response.body).toContain(`http://localhost:3000/articlesDetails/${approved}`);
    expect(response.body).toContain('Premium story');
    expect(response.body).not.toContain('PREMIUM-SECRET-BODY');
    expect(response.body).not.toContain('Not yet approved');
  });

  it('serves a feed per section, publisher and author, with only theirs and no premium body', async () => {
    const feeds = {
      '/section/business/rss.xml': ['Broadsheet | Business', 'http://localhost:3000/section/business'],
      '/section/science-technology/rss.xml': [
        'Broadsheet | Science &amp; Technology',
        '/section/science-technology',
      ],
      [`/publisher/${slugOf(publisherName)}/rss.xml`]: [`Broadsheet | ${publisherName}`, '/publisher/'],
      [`/author/${authorId}/rss.xml`]: ['Broadsheet | Ann &lt;Author&gt;', `/author/${authorId}`],
    };
    for (const [url, [title, link]] of Object.entries(feeds)) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/rss\+xml/);
      expect(response.body).toContain(`<title>${title}</title>`);
      expect(response.body).toContain(`<atom:link href="http://localhost:3000${url}"`);
      expect(response.body).toContain(link);
      expect(response.body).not.toContain('PREMIUM-SECRET-BODY');
      expect(response.body).not.toContain('Not yet approved');
    }
    const business = await t.app.inject({ method: 'GET', url: '/section/business/rss.xml' });
    expect(business.body).toContain('Rates &amp; &lt;markets&gt;');
    const science = await t.app.inject({ method: 'GET', url: '/section/science-technology/rss.xml' });
    expect(science.body).not.toContain('<item>');
  });

  it('answers 404 for the feed of a section, publisher or author there is not', async () => {
    for (const url of [
      '/section/gossip/rss.xml',
      '/publisher/nobody/rss.xml',
      '/author/not-an-id/rss.xml',
      `/author/${randomUUID()}/rss.xml`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('indexes the sitemaps: pages, approved articles and authors in pages, the section and author feeds', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = [
      ...response.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g),
    ];
    expect(entries.length).toBe(response.body.split('<sitemap>').length - 1);
    const files = entries.map((match) => match[1]);
    const lastmod = new Map(entries.map((match) => [match[1], match[2]]));
    expect(files).toEqual([
      'http://localhost:3000/sitemaps/pages.xml',
      'http://localhost:3000/sitemaps/news.xml',
      'http://localhost:3000/sitemaps/articles-1.xml',
      'http://localhost:3000/sitemaps/authors-1.xml',
      ...SECTIONS.map((section) => `http://localhost:3000/section/${section.slug}/rss.xml`),
      `http://localhost:3000/author/${authorId}/rss.xml`,
    ]);
    for (const file of files) {
      const sitemap = await t.app.inject({ method: 'GET', url: new URL(file as string).pathname });
      expect(sitemap.statusCode, file).toBe(200);
    }
    // Each file says when it last changed: the newest change of what it lists; a feed with nothing in it
    // has no such time.
    const [newest] = await t.database.db
      .select({ at: sql<string>`max(${articles.updatedAt})` })
      .from(articles)
      .where(eq(articles.status, 'approve'));
    const newestChange = new Date(newest?.at as string).toISOString();
    expect(lastmod.get('http://localhost:3000/sitemaps/articles-1.xml')).toBe(newestChange);
    expect(lastmod.get('http://localhost:3000/sitemaps/pages.xml')).toBe(newestChange);
    expect(lastmod.get('http://localhost:3000/section/business/rss.xml')).toBe(newestChange);
    expect(lastmod.get('http://localhost:3000/sitemaps/authors-1.xml')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lastmod.get(`http://localhost:3000/author/${authorId}/rss.xml`)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lastmod.get('http://localhost:3000/section/science-technology/rss.xml')).toBeUndefined();
  });

  it('lists the articles that went live in the last two days in a news sitemap', async () => {
    const { db } = t.database;
    const older = await createArticle(db, {
      authorId,
      publisher: publisherName,
      status: 'approve',
      title: 'Three days old',
      createdAt: new Date(Date.now() - 4 * 86_400_000),
      publishedAt: new Date(Date.now() - 3 * 86_400_000),
    });
    // Submitted long ago, live since this morning: it is news by when it went live.
    const fresh = await createArticle(db, {
      authorId,
      publisher: publisherName,
      status: 'approve',
      title: 'Tide & <time>',
      createdAt: new Date(Date.now() - 30 * 86_400_000),
      publishedAt: new Date(Date.now() - 3_600_000),
    });
    const response = await t.app.inject({ method: 'GET', url: '/sitemaps/news.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    expect(response.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    );
    const entries = [...response.body.matchAll(/<url>.*?<\/url>/gs)].map((match) => match[0]);
    const entry = entries.find((one) => one.includes(fresh.id)) ?? '';
    expect(entry).toBe(
      `<url><loc>http://localhost:3000/articlesDetails/${fresh.id}</loc><news:news><news:publication><news:name>Broadsheet</news:name><news:language>en</news:language></news:publication><news:publication_date>${fresh.publishedAt?.toISOString()}</news:publication_date><news:title>Tide &amp; &lt;time&gt;</news:title></news:news></url>`,
    );
    expect(response.body).toContain(approved);
    expect(response.body).not.toContain(older.id);
    expect(response.body).not.toContain(pending);
    expect(entries.length).toBe(3);
  });

  it('lists the public pages, sections and publishers, then approved articles and their authors', async () => {
    const pages = (await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
    expect(pages).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(pages).toContain('<loc>http://localhost:3000/allArticles</loc>');
    expect(pages).toContain('<loc>http://localhost:3000/section/science-technology</loc>');
    expect(pages).toContain(`<loc>http://localhost:3000/publisher/${slugOf(publisherName)}</loc>`);

    const articles = (await t.app.inject({ method: 'GET', url: '/sitemaps/articles-1.xml' })).body;
    expect(articles).toMatch(
      new RegExp(
        `<url><loc>http://localhost:3000/articlesDetails/${approved}</loc><lastmod>[0-9T:.Z-]+</lastmod></url>`,
      ),
    );
    expect(articles).not.toContain(pending);
    expect(articles).not.toContain('PREMIUM-SECRET-BODY');

    const authors = (await t.app.inject({ method: 'GET', url: '/sitemaps/authors-1.xml' })).body;
    expect(authors).toContain(`<loc>http://localhost:3000/author/${authorId}</loc>`);
    expect(authors).not.toContain(pendingOnlyAuthorId);
  });

  it('answers 404 past the last sitemap page and for a page that is not a number', async () => {
    for (const url of [
      '/sitemaps/articles-2.xml',
      '/sitemaps/authors-2.xml',
      '/sitemaps/articles-0.xml',
      '/sitemaps/articles-x.xml',
      '/sitemaps/articles-99999999999.xml',
      '/sitemaps/readers-1.xml',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('points crawlers at the sitemap and away from the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemaps/news.xml');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let approved: string;
let pending: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const author = await createUser(db, { name: 'Ann <Author>' });
  const { publisherName: publisher } = await createPublisher(db);
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

  it('lists approved articles and the public pages in the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body).toContain(`<loc>http://localhost:3000/articlesDetails/${approved}</loc>`);
    expect(response.body).toContain('<loc>http://localhost:3000/allArticles</loc>');
    expect(response.body).not.toContain(pending);
  });

  it('points crawlers at the sitemap and away from the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

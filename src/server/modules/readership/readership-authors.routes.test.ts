import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { readershipDaily } from '../../db/schema';
import { createReadershipRepository } from './readership.repository';

// An author's own articles' numbers on My Articles, and the comparison of a range with the one before it.
let t: TestApp;
let editor: TestUser;
let admin: TestUser;
let author: TestUser;
let other: TestUser;
let harbour: string;
let ferry: string;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const today = () => daysAgo(0);

beforeAll(async () => {
  t = await createTestApp();
  editor = await registerUser(t, { name: 'Edna Editor', role: 'editor' });
  admin = await registerUser(t, { name: 'Ada Admin', role: 'admin' });
  author = await registerUser(t, { name: 'Arthur Author' });
  other = await registerUser(t, { name: 'Olive Other' });
  const db = t.database.db;
  harbour = (
    await createArticle(db, { status: 'approve', title: 'Harbour works begin', authorId: author.id })
  ).id;
  ferry = (await createArticle(db, { status: 'approve', title: 'The last ferry', authorId: author.id })).id;
  const theirs = (
    await createArticle(db, { status: 'approve', title: 'Not the author’s', authorId: other.id })
  ).id;
  // Rolled-up days: two days ago (in a 7-day range ending today) and ten days ago (the week before it).
  await db.insert(readershipDaily).values([
    { day: daysAgo(2), scope: 'article', key: harbour, views: 5, visitors: 4 },
    { day: daysAgo(2), scope: 'article', key: ferry, views: 2, visitors: 2 },
    { day: daysAgo(2), scope: 'article', key: theirs, views: 40, visitors: 30 },
    { day: daysAgo(10), scope: 'article', key: harbour, views: 3, visitors: 3 },
    { day: daysAgo(2), scope: 'site', key: '', views: 47, visitors: 36 },
    { day: daysAgo(10), scope: 'site', key: '', views: 20, visitors: 10 },
  ]);
  // Today's views, not rolled up yet.
  await createReadershipRepository(db).insertHits([
    { day: today(), articleId: ferry, visitor: 'a', referrer: 'direct', device: 'phone' },
    { day: today(), articleId: ferry, visitor: 'a', referrer: 'direct', device: 'phone' },
    { day: today(), articleId: theirs, visitor: 'b', referrer: 'direct', device: 'phone' },
  ]);
});
afterAll(() => t.close());

const call = (who: TestUser | null, options: InjectOptions) => t.app.inject(as(who, options));
const week = `from=${daysAgo(6)}&to=${today()}`;
const numbersOf = (who: TestUser | null, email: string, query = week) =>
  call(who, { method: 'GET', url: `/api/readership/authors/${encodeURIComponent(email)}?${query}` });

describe('an author’s numbers', () => {
  it('gives the author their own articles’ views and visitors, with the period before', async () => {
    const response = await numbersOf(author, author.email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      from: daysAgo(6),
      to: today(),
      views: 9,
      visitors: 7,
      previous: { from: daysAgo(13), to: daysAgo(7), views: 3, visitors: 3 },
      articles: [
        { id: harbour, title: 'Harbour works begin', views: 5, visitors: 4 },
        { id: ferry, title: 'The last ferry', views: 4, visitors: 3 },
      ],
    });
  });

  it('lets editors and admins read any author’s numbers', async () => {
    for (const who of [editor, admin]) {
      const response = await numbersOf(who, author.email);
      expect(response.statusCode).toBe(200);
      expect(response.json().views).toBe(9);
    }
  });

  it('refuses another reader and a visitor', async () => {
    const refused = await numbersOf(other, author.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only see the numbers of your own articles.');
    expect((await numbersOf(null, author.email)).statusCode).toBe(401);
    // The other reader's own numbers hold only their own article.
    const own = (await numbersOf(other, other.email)).json();
    expect(own.articles.map((row: { title: string }) => row.title)).toEqual(['Not the author’s']);
  });

  it('answers an empty set of numbers for an address nobody has', async () => {
    const response = await numbersOf(editor, 'nobody@example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ views: 0, visitors: 0, articles: [] });
  });

  it.each([
    ['an end before the start', 'from=2026-03-10&to=2026-03-01', /before the start of the range/],
    ['a range over a year', 'from=2024-01-01&to=2025-12-31', /at most 366 days/],
    ['a day that does not exist', 'from=2026-02-30', /YYYY-MM-DD/],
  ])('answers 400 for %s', async (_name, query, message) => {
    const response = await numbersOf(author, author.email, query);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(message);
  });

  it('answers 400 for an address that is not one', async () => {
    expect((await numbersOf(editor, 'not-an-address')).statusCode).toBe(400);
  });
});

describe('the comparison with the previous period', () => {
  it('sums the same number of days just before the range', async () => {
    const response = await call(editor, { method: 'GET', url: `/api/readership?${week}` });
    expect(response.statusCode).toBe(200);
    const numbers = response.json();
    expect(numbers.previous).toEqual({ from: daysAgo(13), to: daysAgo(7), views: 20, visitors: 10 });
    const views = numbers.days.reduce((sum: number, day: { views: number }) => sum + day.views, 0);
    expect(views).toBe(47 + 3);
  });
});

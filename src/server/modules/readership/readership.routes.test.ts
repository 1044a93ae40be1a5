import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { readershipHits, readershipSalts } from '../../db/schema';
import { createReadershipRepository } from './readership.repository';
import { ROLLUP_QUEUE } from './readership.service';

// Views recorded through the article page's beacon, counted per day, and read by the newsroom.
let t: TestApp;
let editor: TestUser;
let admin: TestUser;
let reader: TestUser;
let author: TestUser;
let harbour: string;
let budget: string;
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  editor = await registerUser(t, { name: 'Edna Editor', role: 'editor' });
  admin = await registerUser(t, { name: 'Ada Admin', role: 'admin' });
  reader = await registerUser(t, { name: 'Rita Reader' });
  author = await registerUser(t, { name: 'Arthur Author' });
  harbour = (
    await createArticle(t.database.db, {
      status: 'approve',
      title: 'Harbour works begin',
      authorId: author.id,
    })
  ).id;
  budget = (await createArticle(t.database.db, { status: 'approve', title: 'Inside the budget talks' })).id;
});
afterAll(() => t.close());

const call = (who: TestUser | null, options: InjectOptions) => t.app.inject(as(who, options));

/** The article page's view beacon, from a browser at `address`. */
const view = (id: string, userAgent: string, address: string, body: object = { page: true }) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/viewCount/${id}`,
    headers: { 'user-agent': userAgent },
    remoteAddress: address,
    payload: body,
  });

const readership = async (query = '') => {
  await t.app.readership.flush();
  const response = await call(editor, { method: 'GET', url: `/api/readership${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('counting views', () => {
  it('counts views and unique visitors per day, by referrer and device, leaving robots out', async () => {
    const search = { page: true, referrer: 'https://www.google.com/search?q=harbour' };
    expect((await view(harbour, DESKTOP, '203.0.113.5', search)).statusCode).toBe(200);
    // The same reader again, and on the same day: a second view, the same visitor.
    expect((await view(harbour, DESKTOP, '203.0.113.5')).statusCode).toBe(200);
    // Another reader on a phone, from our newsletter's link.
    expect((await view(budget, PHONE, '198.51.100.7', { page: true, ref: 'newsletter' })).statusCode).toBe(
      200,
    );
    // From another page of the site.
    await view(budget, PHONE, '198.51.100.7', { page: true, referrer: 'http://localhost:3000/' });
    // A robot, and a list's "read more" click (not the page itself), are not views.
    expect((await view(harbour, GOOGLEBOT, '66.249.66.1')).statusCode).toBe(200);
    await view(harbour, DESKTOP, '192.0.2.1', {});
    // An article that is not there counts nothing.
    expect((await view('00000000-0000-4000-8000-000000000000', DESKTOP, '192.0.2.2')).statusCode).toBe(404);

    const numbers = await readership();
    expect(numbers.to).toBe(today());
    expect(numbers.days).toHaveLength(30);
    expect(numbers.days.at(-1)).toEqual({ day: today(), views: 4, visitors: 2 });
    expect(numbers.referrers).toEqual(
      expect.arrayContaining([
        { key: 'search', views: 1, visitors: 1 },
        { key: 'direct', views: 1, visitors: 1 },
        { key: 'newsletter', views: 1, visitors: 1 },
        { key: 'internal', views: 1, visitors: 1 },
      ]),
    );
    expect(numbers.referrers).toHaveLength(4);
    expect(numbers.devices).toEqual([
      { key: 'phone', views: 2, visitors: 1 },
      { key: 'desktop', views: 2, visitors: 1 },
    ]);
  });

  it('keeps no address: the visitor is a hash salted with a secret of the day', async () => {
    const hits = await t.database.db.select().from(readershipHits);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(JSON.stringify(hit)).not.toMatch(/203\.0\.113|198\.51\.100|Mozilla/);
    const salts = await t.database.db.select().from(readershipSalts);
    expect(salts.map((salt) => salt.day)).toEqual([today()]);
  });

  it('ranks the articles read most today', async () => {
    await t.app.readership.flush();
    const response = await call(editor, { method: 'GET', url: '/api/readership/top?period=today' });
    expect(response.statusCode).toBe(200);
    const top = response.json();
    expect(top.period).toBe('today');
    expect(top.articles).toHaveLength(2);
    expect(top.articles).toEqual(
      expect.arrayContaining([
        { id: harbour, title: 'Harbour works begin', views: 2, visitors: 1 },
        { id: budget, title: 'Inside the budget talks', views: 2, visitors: 1 },
      ]),
    );
  });
});

describe('the daily rollup', () => {
  it('rolls finished days up on the queue, deletes their hits and the old salts, and reads the same', async () => {
    const repository = createReadershipRepository(t.database.db);
    const yesterday = daysAgo(1);
    await repository.insertHits([
      { day: yesterday, articleId: harbour, visitor: 'a', referrer: 'social', device: 'tablet' },
      { day: yesterday, articleId: harbour, visitor: 'a', referrer: 'social', device: 'tablet' },
      { day: yesterday, articleId: budget, visitor: 'b', referrer: 'other', device: 'desktop' },
    ]);
    await t.database.db.insert(readershipSalts).values({ day: daysAgo(2), salt: 'an old secret' });
    const range = `?from=${yesterday}&to=${yesterday}`;
    const before = await readership(range);
    expect(before.days).toEqual([{ day: yesterday, views: 3, visitors: 2 }]);

    await t.app.jobs.send(ROLLUP_QUEUE, {});
    await t.app.jobs.settled(ROLLUP_QUEUE);

    const left = await t.database.db.select().from(readershipHits).where(eq(readershipHits.day, yesterday));
    expect(left).toEqual([]);
    expect((await t.database.db.select().from(readershipSalts)).map((salt) => salt.day)).toEqual([today()]);
    expect(await readership(range)).toEqual(before);
    const week = await call(editor, { method: 'GET', url: '/api/readership/top?period=7d' });
    expect(week.json().articles[0]).toEqual({
      id: harbour,
      title: 'Harbour works begin',
      views: 4,
      visitors: 2,
    });
  });
});

describe('who may read the numbers', () => {
  it('lets editors and admins in, and refuses visitors, readers and authors', async () => {
    for (const url of ['/api/readership', '/api/readership/top']) {
      expect((await call(editor, { method: 'GET', url })).statusCode).toBe(200);
      expect((await call(admin, { method: 'GET', url })).statusCode).toBe(200);
      expect((await call(null, { method: 'GET', url })).statusCode).toBe(401);
      expect((await call(reader, { method: 'GET', url })).statusCode).toBe(403);
      expect((await call(author, { method: 'GET', url })).statusCode).toBe(403);
    }
  });
});

describe('bad ranges', () => {
  it.each([
    ['an end before the start', '?from=2026-03-10&to=2026-03-01', /before the start of the range/],
    ['a range over a year', '?from=2024-01-01&to=2025-12-31', /at most 366 days/],
    ['a day that does not exist', '?from=2026-02-30', /YYYY-MM-DD/],
    ['a word instead of a day', '?to=yesterday', /YYYY-MM-DD/],
  ])('answers 400 for %s, saying why', async (_name, query, message) => {
    const response = await call(editor, { method: 'GET', url: `/api/readership${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(message);
  });

  it('answers 400 for a period it does not know', async () => {
    const response = await call(editor, { method: 'GET', url: '/api/readership/top?period=year' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/today, 7d or 30d/);
  });

  it('reads a whole year, every day there', async () => {
    const numbers = await readership('?from=2025-01-01&to=2025-12-31');
    expect(numbers.days).toHaveLength(365);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createUser } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { articleDailyViews } from '../../db/schema';

/** "Most read this week" counts the views of the last seven days, not of all time (docs/product.md#articles). */

let t: TestApp;
const ids: Record<string, string> = {};

const view = (id: string, address: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/viewCount/${id}`, remoteAddress: address });
const mostRead = (query = '') => t.app.inject({ method: 'GET', url: `/api/most-read-articles${query}` });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const author = await createUser(db);
  for (const name of ['famous', 'weekly', 'fresh', 'pending']) {
    ids[name] = (
      await createArticle(db, {
        authorId: author.id,
        title: `The ${name} one`,
        status: name === 'pending' ? 'pending' : 'approve',
        // Read most of all time, but not lately.
        viewCount: name === 'famous' ? 100_000 : 0,
      })
    ).id;
  }
  await db.insert(articleDailyViews).values([
    { articleId: ids.famous as string, day: daysAgo(8), views: 100_000 },
    { articleId: ids.weekly as string, day: daysAgo(6), views: 3 },
    { articleId: ids.pending as string, day: daysAgo(1), views: 50 },
  ]);
});
afterAll(() => t.close());

describe('most read this week', () => {
  it('ranks approved articles by the views counted in the last seven days', async () => {
    expect((await mostRead()).json().map((article: { title: string }) => article.title)).toEqual([
      'The weekly one',
    ]);
    // Each reader's view counts once a day's total rises; a repeated view in the window does not.
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.4'])
      expect((await view(ids.fresh as string, address)).statusCode).toBe(200);
    const response = await mostRead();
    expect(response.statusCode).toBe(200);
    const titles = response.json().map((article: { title: string }) => article.title);
    expect(titles).toEqual(['The fresh one', 'The weekly one']);
    const result = (await t.database.db.execute(
      sql`select views from article_daily_views where article_id = ${ids.fresh}::uuid`,
    )) as unknown as { rows: { views: number }[] };
    const [today] = result.rows;
    expect(Number(today?.views)).toBe(4);
  });

  it('sends previews only, as many as asked for, and refuses a bad limit', async () => {
    const [first] = (await mostRead('?limit=1')).json();
    expect(first.title).toBe('The fresh one');
    expect(first.html).toBeUndefined();
    expect((await mostRead('?limit=1')).json()).toHaveLength(1);
    for (const query of ['?limit=0', '?limit=21', '?limit=many']) {
      const response = await mostRead(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/limit/);
    }
  });
});

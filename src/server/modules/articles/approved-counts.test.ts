import { TOTAL_COUNT_HEADER } from '@shared/constants';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { articles, publishers, user } from '../../db/schema';

// Lists and the home page read their totals from counts the database keeps (drizzle/0008_counts.sql)
// rather than counting rows. Whatever is written, each kept count must equal the count of the rows.

let t: TestApp;
const TAGS = ['sports', 'culture', 'business'];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every count a list may ask for, kept and counted, that disagree. */
async function disagreements() {
  const { db } = t.database;
  const names = (await db.select({ name: publishers.publisherName }).from(publishers)).map((p) => p.name);
  const wrong: string[] = [];
  for (const publisher of ['', ...names]) {
    for (const tag of ['', ...TAGS]) {
      const [row] = rowsOf<{ kept: number | null; counted: number }>(
        await db.execute(sql`
          select (select total from approved_article_counts where publisher = ${publisher} and tag = ${tag}) as kept,
                 (select count(*)::int from articles where status = 'approve'
                    and (${publisher} = '' or publisher = ${publisher})
                    and (${tag} = '' or tags @> array[${tag}]::text[])) as counted`),
      );
      if ((row?.kept ?? 0) !== row?.counted)
        wrong.push(`${publisher}/${tag}: ${row?.kept} ≠ ${row?.counted}`);
    }
  }
  return wrong;
}

async function listTotal(query: string): Promise<number> {
  const response = await t.app.inject({ url: `/api/recent-articles?${query}` });
  expect(response.statusCode).toBe(200);
  return Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
}

describe('the counts the database keeps', () => {
  it('follow every write to the articles', async () => {
    const { db } = t.database;
    const author = await createUser(db);
    const [first, second] = [await createPublisher(db), await createPublisher(db)];
    const names = [first?.publisherName, second?.publisherName] as string[];
    // Several rows in one statement, as an import would write them.
    await db.insert(articles).values(
      Array.from({ length: 12 }, (_, n) => ({
        title: `Counted ${n}`,
        description: 'A counted article.',
        publisher: names[n % 2] as string,
        tags: n % 3 === 0 ? [TAGS[0] as string, TAGS[1] as string] : [TAGS[n % 3] as string],
        authorId: author.id,
        status: n % 4 === 0 ? 'pending' : 'approve',
      })),
    );
    expect(await disagreements()).toEqual([]);

    const pending = await createArticle(db, { publisher: names[0], tags: ['sports', 'sports'] });
    await db.update(articles).set({ status: 'approve' }).where(eq(articles.id, pending.id));
    expect(await disagreements()).toEqual([]);

    await db
      .update(articles)
      .set({ tags: ['culture'], publisher: names[1] })
      .where(eq(articles.id, pending.id));
    await db.update(articles).set({ viewCount: 7, title: 'Read often' }).where(eq(articles.id, pending.id));
    await db.update(articles).set({ status: 'declined' }).where(eq(articles.title, 'Counted 1'));
    expect(await disagreements()).toEqual([]);

    await db.delete(articles).where(inArray(articles.title, ['Counted 2', 'Counted 3']));
    expect(await disagreements()).toEqual([]);

    // A renamed publisher's articles follow it (ON UPDATE CASCADE), and a removed author's go with them.
    await db
      .update(publishers)
      .set({ publisherName: `${names[0]} renamed` })
      .where(eq(publishers.publisherName, names[0] as string));
    await db.delete(user).where(eq(user.id, author.id));
    expect(await disagreements()).toEqual([]);
  });

  it('are what the lists and the statistics answer', async () => {
    const { db } = t.database;
    const publisher = await createPublisher(db);
    for (const status of ['approve', 'approve', 'pending', 'declined'] as const)
      await createArticle(db, { publisher: publisher.publisherName, tags: ['culture'], status });
    const counted = async (where: ReturnType<typeof sql>) =>
      rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from articles where ${where}`))[0]
        ?.n;
    const name = encodeURIComponent(publisher.publisherName);
    expect(await listTotal(`publisher=${name}`)).toBe(2);
    expect(await listTotal(`publisher=${name}&tag=culture`)).toBe(2);
    expect(await listTotal('tag=culture')).toBe(
      await counted(sql`status = 'approve' and tags @> '{culture}'`),
    );
    expect(await listTotal('')).toBe(await counted(sql`status = 'approve'`));

    const stats = (await t.app.inject({ url: '/api/stats' })).json();
    const members = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from "user"`))[0]?.n;
    expect(stats.totalArticles).toBe(await counted(sql`status = 'approve'`));
    expect(stats.totalUsers).toBe(members);
    await createUser(db);
    expect((await t.app.inject({ url: '/api/stats' })).json().totalUsers).toBe((members ?? 0) + 1);
  });
});

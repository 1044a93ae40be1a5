import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { articles, user } from '../../db/schema';

// The sitemaps and an author's page read who has an approved article from `approved_authors`, which the
// database keeps (drizzle/0020_approved_authors.sql) rather than grouping the articles. Whatever is
// written, each row must equal the count and newest change of that author's approved articles, and there
// must be a row for exactly the authors who have one.

let t: TestApp;
let publisher: string;

beforeAll(async () => {
  t = await createTestApp();
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface AuthorRow {
  author_id: string;
  articles: number;
  updated_at: string;
}

/** The kept rows and the group of the approved articles, in the same shape and order. */
async function keptAndCounted(): Promise<{ kept: AuthorRow[]; counted: AuthorRow[] }> {
  const { db } = t.database;
  const kept = rowsOf<AuthorRow>(
    await db.execute(sql`
      select author_id, articles, updated_at::text as updated_at from approved_authors order by author_id`),
  );
  const counted = rowsOf<AuthorRow>(
    await db.execute(sql`
      select author_id, count(*)::int as articles, max(updated_at)::text as updated_at
      from articles where status = 'approve' group by author_id order by author_id`),
  );
  return { kept, counted };
}

async function expectExact() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
}

type Writer = Pick<TestApp['database']['db'], 'update'>;

const setStatus = (id: string, status: string, writer: Writer = t.database.db) =>
  writer.update(articles).set({ status }).where(eq(articles.id, id));
const approve = (id: string, writer?: Writer) => setStatus(id, 'approve', writer);

describe('the authors the database keeps', () => {
  it('follow approving, editing, declining, a change of author and deleting', async () => {
    const { db } = t.database;
    const [writer, other] = [await createUser(db), await createUser(db)];
    // Several rows in one statement, as an import would write them.
    await db.insert(articles).values(
      Array.from({ length: 9 }, (_, n) => ({
        title: `Kept ${n}`,
        description: 'An article of a kept author.',
        publisher,
        tags: ['culture'],
        authorId: n % 3 === 0 ? other.id : writer.id,
        status: n % 2 === 0 ? 'approve' : 'pending',
      })),
    );
    await expectExact();

    const pending = await createArticle(db, { publisher, authorId: other.id, status: 'pending' });
    await approve(pending.id);
    await expectExact();

    // An edit of an approved article through Drizzle moves its updated_at, and so the author's.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db.update(articles).set({ title: 'Edited' }).where(eq(articles.id, pending.id));
    await expectExact();

    await db.update(articles).set({ status: 'declined' }).where(eq(articles.title, 'Kept 2'));
    await db.update(articles).set({ status: 'pending' }).where(eq(articles.title, 'Kept 4'));
    await expectExact();

    await db.update(articles).set({ authorId: writer.id }).where(eq(articles.id, pending.id));
    await expectExact();

    await db.delete(articles).where(inArray(articles.title, ['Kept 0', 'Kept 6']));
    await expectExact();

    // The author's last approved article goes: so does their row.
    const lone = await createUser(db);
    const only = await createArticle(db, { publisher, authorId: lone.id, status: 'approve' });
    expect((await keptAndCounted()).kept.map((row) => row.author_id)).toContain(lone.id);
    await db.update(articles).set({ status: 'pending' }).where(eq(articles.id, only.id));
    expect((await keptAndCounted()).kept.map((row) => row.author_id)).not.toContain(lone.id);
    await approve(only.id);
    await db.delete(articles).where(eq(articles.id, only.id));
    expect((await keptAndCounted()).kept.map((row) => row.author_id)).not.toContain(lone.id);

    // A removed reader's articles go with them (ON DELETE CASCADE), and so does their row.
    await db.delete(user).where(eq(user.id, writer.id));
    await expectExact();
  });

  it('are not touched by a view count or a write to an article nobody can read', async () => {
    const { db } = t.database;
    const author = await createUser(db);
    const read = await createArticle(db, { publisher, authorId: author.id, status: 'approve' });
    const draft = await createArticle(db, { publisher, authorId: author.id, status: 'pending' });
    const version = async () =>
      rowsOf<{ version: string }>(
        await db.execute(
          sql`select xmin::text as version from approved_authors where author_id = ${author.id}`,
        ),
      )[0]?.version;
    const before = await version();
    expect(before).toBeDefined();

    const counted = await t.app.inject({
      method: 'PATCH',
      url: `/api/viewCount/${read.id}`,
      remoteAddress: '203.0.113.7',
    });
    expect(counted.json()).toEqual({ modifiedCount: 1, viewCount: 1 });
    await db.update(articles).set({ title: 'Still a draft' }).where(eq(articles.id, draft.id));
    expect(await version()).toBe(before);
    await expectExact();
  });

  it('stay exact through a random series of writes', async () => {
    const { db } = t.database;
    // A fixed seed, so a failure is the same on every run.
    let seed = 14;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    const authors: string[] = [];
    for (let n = 0; n < 5; n++) authors.push((await createUser(db)).id);
    const statuses = ['approve', 'pending', 'declined'];
    const ids: string[] = [];

    for (let step = 0; step < 60; step++) {
      const action = ids.length === 0 ? 0 : Math.floor(random() * 6);
      if (action === 0) {
        const rows = await db
          .insert(articles)
          .values(
            Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
              title: `Random ${step}`,
              description: 'A random article.',
              publisher,
              tags: ['business'],
              authorId: pick(authors),
              status: pick(statuses),
            })),
          )
          .returning({ id: articles.id });
        ids.push(...rows.map((row) => row.id));
      } else if (action === 1) {
        await db
          .update(articles)
          .set({ status: pick(statuses) })
          .where(eq(articles.id, pick(ids)));
      } else if (action === 2) {
        await db
          .update(articles)
          .set({ authorId: pick(authors) })
          .where(eq(articles.id, pick(ids)));
      } else if (action === 3) {
        await db
          .update(articles)
          .set({ title: `Edited ${step}` })
          .where(eq(articles.id, pick(ids)));
      } else if (action === 4) {
        // One statement over several rows of several authors.
        await db
          .update(articles)
          .set({ status: pick(statuses) })
          .where(inArray(articles.id, [pick(ids), pick(ids), pick(ids)]));
      } else {
        const id = pick(ids);
        await db.delete(articles).where(eq(articles.id, id));
        ids.splice(ids.indexOf(id), 1);
      }
      const { kept, counted } = await keptAndCounted();
      expect(kept, `after step ${step}`).toEqual(counted);
    }
  });

  it('count concurrent writers of one author, whether or not the author has a row yet', async () => {
    const { db } = t.database;
    // The first writer holds its transaction open while the second writes. The first gives an approved
    // article to another author, which leaves the counts of 0008_counts.sql alone, so nothing else makes
    // the second wait: on PostgreSQL it must wait for the first's lock on the author and then count what
    // the first committed.
    async function race(first: (tx: Writer) => Promise<unknown>, second: () => Promise<unknown>) {
      let written!: () => void;
      const firstWrote = new Promise<void>((resolve) => {
        written = resolve;
      });
      const one = db.transaction(async (tx) => {
        await first(tx);
        written();
        await new Promise((resolve) => setTimeout(resolve, 150));
      });
      await firstWrote;
      await Promise.all([one, second()]);
    }
    const give = (id: string, authorId: string) => (tx: Writer) =>
      tx.update(articles).set({ authorId }).where(eq(articles.id, id));
    const [p, q] = [await createUser(db), await createUser(db)];
    const article = (authorId: string, status: string) => createArticle(db, { publisher, authorId, status });
    const moved = await article(p.id, 'approve');
    const [first, second] = [await article(q.id, 'pending'), await article(p.id, 'pending')];
    const count = async (id: string) =>
      (await keptAndCounted()).kept.find((row) => row.author_id === id)?.articles;

    // Q has no row yet: both writers make it.
    await race(give(moved.id, q.id), () => approve(first.id));
    expect(await count(q.id)).toBe(2);
    await expectExact();
    // Q has a row: both change it.
    await race(give(moved.id, p.id), () => setStatus(first.id, 'declined'));
    expect(await count(q.id)).toBe(undefined);
    expect(await count(p.id)).toBe(1);
    await setStatus(first.id, 'approve');
    await race(give(moved.id, q.id), () => approve(second.id));
    expect(await count(p.id)).toBe(1);
    expect(await count(q.id)).toBe(2);
    // The first deletes P's row, the second makes it again.
    await setStatus(second.id, 'pending');
    await give(moved.id, p.id)(db);
    await race(give(moved.id, q.id), () => approve(second.id));
    expect(await count(p.id)).toBe(1);
    // A new approved article adds to the row the first writer counts.
    await race(give(moved.id, p.id), () => article(p.id, 'approve'));
    expect(await count(p.id)).toBe(3);
    await expectExact();
  });

  it('are what the sitemaps and the author pages answer', async () => {
    const { db } = t.database;
    const author = await createUser(db);
    const article = await createArticle(db, { publisher, authorId: author.id, status: 'approve' });
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);

    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemaps/authors-1.xml' })).body;
    const listed = [
      ...sitemap.matchAll(/<loc>[^<]*\/author\/([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g),
    ].map((match) => [match[1], match[2]]);
    const lastChanges = rowsOf<{ author_id: string; lastmod: string }>(
      await db.execute(sql`
        select author_id, to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as lastmod
        from articles where status = 'approve' group by author_id order by author_id`),
    );
    expect(listed).toEqual(lastChanges.map((row) => [row.author_id, row.lastmod]));

    const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const feeds = [...index.matchAll(/\/author\/([^<]+)\/rss\.xml/g)].map((match) => match[1]);
    expect(feeds).toEqual(lastChanges.map((row) => row.author_id));

    expect((await t.app.inject({ method: 'GET', url: `/api/authors/${author.id}` })).statusCode).toBe(200);
    await db.update(articles).set({ status: 'declined' }).where(eq(articles.id, article.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/authors/${author.id}` })).statusCode).toBe(404);
    const after = (await t.app.inject({ method: 'GET', url: '/sitemaps/authors-1.xml' })).body;
    expect(after).not.toContain(author.id);
  });

  it('are emptied with the articles', async () => {
    const { db } = t.database;
    await createArticle(db, { publisher, status: 'approve' });
    expect((await keptAndCounted()).kept.length).toBeGreaterThan(0);
    await db.execute(sql`truncate articles cascade`);
    expect((await keptAndCounted()).kept).toEqual([]);
    await expectExact();
  });
});

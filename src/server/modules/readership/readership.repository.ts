import { randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, readershipDaily, readershipHits, readershipSalts } from '../../db/schema';

/** One recorded view, before it is written. */
export interface Hit {
  day: string;
  articleId: string;
  visitor: string;
  referrer: string;
  device: string;
}

/** What a day's numbers are kept per: the whole site, each article, each referrer class, each device class. */
export type Scope = 'site' | 'article' | 'referrer' | 'device';

export interface DailyRow {
  day: string;
  key: string;
  views: number;
  visitors: number;
}

/** The hits' column each scope groups by. */
const KEY = {
  site: sql.raw(`''`),
  article: sql.raw('article_id::text'),
  referrer: sql.raw('referrer'),
  device: sql.raw('device'),
} satisfies Record<Scope, unknown>;

/** One article's summed numbers in the range (`previous` false) or in the period before it (true). */
export interface AuthorRow {
  id: string;
  title: string;
  previous: boolean;
  views: number;
  visitors: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The readership tables: raw hits until their day is rolled up, the daily rollup, and the daily salts. */
export function createReadershipRepository(db: Db) {
  return {
    /** Writes a batch of views in one statement. */
    async insertHits(hits: Hit[]): Promise<void> {
      if (hits.length > 0) await db.insert(readershipHits).values(hits);
    },

    /**
     * The day's salt, made by whichever process asks first (the others read the same one), so every
     * process hashes a visitor alike; the salts of earlier days are deleted on the way.
     */
    async saltOf(day: string): Promise<string> {
      await db.delete(readershipSalts).where(lt(readershipSalts.day, day));
      await db
        .insert(readershipSalts)
        .values({ day, salt: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const rows = await db.select().from(readershipSalts).where(sql`${readershipSalts.day} = ${day}`);
      const salt = rows[0]?.salt;
      if (!salt) throw new Error(`no readership salt for ${day}`);
      return salt;
    },

    /**
     * Each day's views and visitors in the range per key of a scope: the rollup for the days rolled up,
     * and the hits counted now for the days not yet (today). A day is in one or the other, never both.
     */
    async daily(scope: Scope, from: string, to: string): Promise<DailyRow[]> {
      const key = KEY[scope];
      const result = await db.execute(sql`
        select day::text as day, key, sum(views)::int as views, sum(visitors)::int as visitors from (
          select day, key, views, visitors from ${readershipDaily}
          where scope = ${scope} and day between ${from}::date and ${to}::date
          union all
          select day, ${key} as key, count(*)::int as views, count(distinct visitor)::int as visitors
          from ${readershipHits} where day between ${from}::date and ${to}::date
          group by 1, 2
        ) counted group by day, key order by day, key`);
      return rowsOf<DailyRow>(result).map((row) => ({
        ...row,
        views: Number(row.views),
        visitors: Number(row.visitors),
      }));
    },

    /**
     * An author's articles' views and visitors, each summed over the days of `from`–`to`, and apart
     * over the days from `since` to the day before `from` (the previous period). Rolled-up days are
     * found through the rollup's (scope, key, day) index, today's through the hits' (article, day) one.
     */
    async authorArticles(authorId: string, since: string, from: string, to: string): Promise<AuthorRow[]> {
      const result = await db.execute(sql`
        select counted.key as id, a.title, (counted.day < ${from}::date) as previous,
               sum(counted.views)::int as views, sum(counted.visitors)::int as visitors
        from (
          select d.day, d.key, d.views, d.visitors
          from ${articles} a join ${readershipDaily} d on d.scope = 'article' and d.key = a.id::text
          where a.author_id = ${authorId} and d.day between ${since}::date and ${to}::date
          union all
          select h.day, h.article_id::text, count(*)::int, count(distinct h.visitor)::int
          from ${articles} a join ${readershipHits} h on h.article_id = a.id
          where a.author_id = ${authorId} and h.day between ${since}::date and ${to}::date
          group by h.day, h.article_id
        ) counted join ${articles} a on a.id::text = counted.key
        group by counted.key, a.title, 3 order by views desc, counted.key`);
      return rowsOf<AuthorRow>(result).map((row) => ({
        ...row,
        views: Number(row.views),
        visitors: Number(row.visitors),
      }));
    },

    /** The days before `today` that still have raw hits, oldest first. */
    async daysToRollUp(today: string): Promise<string[]> {
      const result = await db.execute(
        sql`select distinct day::text as day from ${readershipHits} where day < ${today}::date order by day`,
      );
      return rowsOf<{ day: string }>(result).map((row) => row.day);
    },

    /**
     * Rolls one finished day up, in one transaction: its counts per scope are added to the rollup and its
     * hits deleted. (A straggler written after the day was rolled up is added on a later run.)
     */
    async rollUp(day: string): Promise<void> {
      await db.transaction(async (tx) => {
        for (const scope of Object.keys(KEY) as Scope[]) {
          const key = KEY[scope];
          await tx.execute(sql`
            insert into ${readershipDaily} (day, scope, key, views, visitors)
            select day, ${scope}, ${key}, count(*)::int, count(distinct visitor)::int
            from ${readershipHits} where day = ${day}::date group by 1, 3
            on conflict (scope, day, key) do update set
              views = ${readershipDaily.views} + excluded.views,
              visitors = ${readershipDaily.visitors} + excluded.visitors`);
        }
        await tx.execute(sql`delete from ${readershipHits} where day = ${day}::date`);
      });
    },

    /** Deletes every salt before `today`. */
    async dropSalts(today: string): Promise<void> {
      await db.delete(readershipSalts).where(lt(readershipSalts.day, today));
    },
  };
}

export type ReadershipRepository = ReturnType<typeof createReadershipRepository>;

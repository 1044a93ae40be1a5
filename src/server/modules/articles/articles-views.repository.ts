import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleDailyViews, articles, articleViews, user } from '../../db/schema';
import type { ArticleRow } from './articles.mapper';
import { articleColumns } from './articles-filters.repository';

/** How long a reader's view of an article counts once (docs/product.md#articles). */
export const VIEW_WINDOW = '6 hours';

/** How many days of daily view counts are kept (the longest list reads seven). */
const DAILY_VIEWS_KEPT_DAYS = 30;

/** Counting a reader's view of an article, and the most read articles of the last days that the counts make. */
export function createArticleViewsRepository(db: Db) {
  return {
    /**
     * Counts a view once per reader per window, atomically: the view is recorded (or its window renewed)
     * and the counter raised in one statement, so concurrent requests cannot double count.
     */
    async countView(
      id: string,
      viewerKey: string,
    ): Promise<{ counted: boolean; viewCount: number } | undefined> {
      const result = await db.execute(sql`
        with recorded as (
          insert into ${articleViews} (article_id, viewer_key)
          select ${id}::uuid, ${viewerKey}
          where exists (select 1 from ${articles} where id = ${id}::uuid and status = 'approve')
          on conflict (article_id, viewer_key) do update set viewed_at = now()
            where ${articleViews.viewedAt} < now() - interval '${sql.raw(VIEW_WINDOW)}'
          returning 1
        ), bumped as (
          update ${articles} set view_count = view_count + 1
          where id = ${id}::uuid and exists (select 1 from recorded)
          returning view_count
        ), daily as (
          insert into ${articleDailyViews} (article_id, day, views)
          select ${id}::uuid, (now() at time zone 'utc')::date, 1 where exists (select 1 from bumped)
          on conflict (article_id, day) do update set views = ${articleDailyViews}.views + 1
        )
        select coalesce((select view_count from bumped), (select view_count from ${articles} where id = ${id}::uuid and status = 'approve')) as view_count,
               exists (select 1 from bumped) as counted
      `);
      const row = (result as unknown as { rows: { view_count: number | null; counted: boolean }[] }).rows[0];
      if (!row || row.view_count === null) return undefined;
      return { counted: row.counted, viewCount: Number(row.view_count) };
    },

    /** Forgets views older than the window, and days of views older than any list reads, so both stay small. */
    async pruneViews(): Promise<void> {
      await db
        .delete(articleViews)
        .where(sql`${articleViews.viewedAt} < now() - interval '${sql.raw(VIEW_WINDOW)}'`);
      await db
        .delete(articleDailyViews)
        .where(
          sql`${articleDailyViews.day} < (now() at time zone 'utc')::date - ${DAILY_VIEWS_KEPT_DAYS}::int`,
        );
    },

    /**
     * The approved articles read most over the last `days` days (today, UTC, and the days before), most
     * first; ties go to the newer article.
     */
    async mostRead(days: number, limit: number): Promise<ArticleRow[]> {
      const totals = db
        .select({
          articleId: articleDailyViews.articleId,
          views: sql<number>`sum(${articleDailyViews.views})`.as('views'),
        })
        .from(articleDailyViews)
        .where(sql`${articleDailyViews.day} > (now() at time zone 'utc')::date - ${days}::int`)
        .groupBy(articleDailyViews.articleId)
        .as('totals');
      // The few read most are chosen first, then only they are read whole with their authors: joining every
      // article read this week to its author before choosing took most of this query's time.
      const top = db
        .select({ id: articles.id, views: totals.views })
        .from(totals)
        .innerJoin(articles, eq(articles.id, totals.articleId))
        .where(eq(articles.status, 'approve'))
        .orderBy(desc(totals.views), desc(articles.createdAt), desc(articles.id))
        .limit(limit)
        .as('top');
      return db
        .select(articleColumns)
        .from(top)
        .innerJoin(articles, eq(articles.id, top.id))
        .innerJoin(user, eq(user.id, articles.authorId))
        .orderBy(desc(top.views), desc(articles.createdAt), desc(articles.id));
    },

    /** The titles of these articles (any status; a deleted one is left out), for the readership numbers. */
    async titles(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: articles.id, title: articles.title })
        .from(articles)
        .where(inArray(articles.id, ids));
      return new Map(rows.map((row) => [row.id, row.title]));
    },
  };
}

import type { ArticleStatus } from '@shared/constants';
import type { ArticleListQuery } from '@shared/schemas/articles';
import type { PaginationQuery } from '@shared/schemas/common';
import { and, arrayContains, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, articleViews, user } from '../../db/schema';
import type { Caches } from '../../lib/caches';
import { offsetOf } from '../../lib/pagination';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ArticleRow } from './articles.mapper';

const articleColumns = {
  id: articles.id,
  title: articles.title,
  publisher: articles.publisher,
  tags: articles.tags,
  description: articles.description,
  image: articles.image,
  status: articles.status,
  isPremium: articles.isPremium,
  declineReason: articles.declineReason,
  declinedAt: articles.declinedAt,
  viewCount: articles.viewCount,
  createdAt: articles.createdAt,
  authorId: articles.authorId,
  authorEmail: user.email,
  authorName: user.name,
  authorImage: user.image,
};

export interface ListFilters {
  publisher?: string | undefined;
  tag?: string | undefined;
  status?: ArticleStatus | undefined;
  premium?: boolean | undefined;
  authorId?: string | undefined;
}

function where(filters: ListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(articles.status, filters.status));
  if (filters.publisher) conditions.push(eq(articles.publisher, filters.publisher));
  if (filters.tag) conditions.push(arrayContains(articles.tags, [filters.tag]));
  if (filters.premium !== undefined) conditions.push(eq(articles.isPremium, filters.premium));
  if (filters.authorId) conditions.push(eq(articles.authorId, filters.authorId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** How long a reader's view of an article counts once (docs/product.md#articles). */
export const VIEW_WINDOW = '6 hours';

export interface ArticleWrite {
  title: string;
  publisher: string;
  tags: string[];
  description: string;
  image: string;
}

export function createArticlesRepository(db: Db, options: { caches?: Caches } = {}) {
  // Counting every match is the dearest part of a page; a count is kept until the next write.
  const totals = options.caches ? createTtlCache<number>(options.caches, { maxEntries: 1000 }) : undefined;
  async function countWhere(key: string, condition: SQL | undefined): Promise<number> {
    const load = async () =>
      (await db.select({ total: count() }).from(articles).where(condition))[0]?.total ?? 0;
    return (totals ? await totals.get(key, load) : await load()) ?? 0;
  }

  async function list(
    filters: ListFilters,
    page: PaginationQuery,
  ): Promise<{ rows: ArticleRow[]; total: number }> {
    const condition = where(filters);
    const newestFirst = [desc(articles.createdAt), desc(articles.id)];
    // The page's ids come from the index alone (an index-only scan past the offset), and only those
    // rows are read in full: page 500 costs about what page 1 does.
    const pageIds = db
      .select({ id: articles.id })
      .from(articles)
      .where(condition)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(offsetOf(page));
    const [rows, total] = await Promise.all([
      db
        .select(articleColumns)
        .from(articles)
        .innerJoin(user, eq(user.id, articles.authorId))
        .where(inArray(articles.id, pageIds))
        .orderBy(...newestFirst),
      countWhere(`list:${JSON.stringify(filters)}`, condition),
    ]);
    return { rows, total };
  }

  return {
    list,

    /** Approved articles, newest first, optionally filtered by publisher and tag. */
    listApproved: (query: ArticleListQuery) =>
      list({ status: 'approve', publisher: query.publisher, tag: query.tag }, query),

    async findById(id: string): Promise<ArticleRow | undefined> {
      const [row] = await db
        .select(articleColumns)
        .from(articles)
        .innerJoin(user, eq(user.id, articles.authorId))
        .where(eq(articles.id, id))
        .limit(1);
      return row;
    },

    /** The most read approved articles, for the hero slider. */
    topByViews(limit: number): Promise<ArticleRow[]> {
      return db
        .select(articleColumns)
        .from(articles)
        .innerJoin(user, eq(user.id, articles.authorId))
        .where(eq(articles.status, 'approve'))
        .orderBy(desc(articles.viewCount), desc(articles.id))
        .limit(limit);
    },

    /** Approved articles sharing a tag or the publisher with this one, most read first. */
    related(
      article: { id: string; tags: string[]; publisher: string },
      limit: number,
    ): Promise<ArticleRow[]> {
      return db
        .select(articleColumns)
        .from(articles)
        .innerJoin(user, eq(user.id, articles.authorId))
        .where(
          and(
            eq(articles.status, 'approve'),
            sql`${articles.id} <> ${article.id}`,
            sql`(${articles.tags} && ${sql.param(article.tags)}::text[] or ${articles.publisher} = ${article.publisher})`,
          ),
        )
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .limit(limit);
    },

    /**
     * Full-text search over approved articles (of one publisher and tag, when given): the reader's words
     * are parsed by websearch_to_tsquery, never built into a pattern; title matches rank above body
     * matches. `scope: 'open'` is for readers who may not read premium bodies: a premium article matches
     * on its title and preview only, so a search cannot confirm what its paywalled part says
     * (docs/security.md).
     */
    async search(
      text: string,
      page: PaginationQuery & Pick<ListFilters, 'publisher' | 'tag'>,
      scope: 'open' | 'full',
    ): Promise<{ rows: ArticleRow[]; total: number }> {
      const query = sql`websearch_to_tsquery('english', ${text})`;
      const vector = scope === 'full' ? articles.search : articles.searchOpen;
      const filters = { status: 'approve' as const, publisher: page.publisher, tag: page.tag };
      const condition = and(where(filters), sql`${vector} @@ ${query}`);
      const [rows, total] = await Promise.all([
        db
          .select(articleColumns)
          .from(articles)
          .innerJoin(user, eq(user.id, articles.authorId))
          .where(condition)
          .orderBy(sql`ts_rank_cd(${vector}, ${query}) desc`, desc(articles.createdAt), desc(articles.id))
          .limit(page.limit)
          .offset(offsetOf(page)),
        countWhere(`search:${scope}:${JSON.stringify([text, filters.publisher, filters.tag])}`, condition),
      ]);
      return { rows, total };
    },

    /** Approved articles' ids and last changes, newest first, for the sitemap. */
    sitemapEntries(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: articles.id, updatedAt: articles.updatedAt })
        .from(articles)
        .where(eq(articles.status, 'approve'))
        .orderBy(desc(articles.createdAt))
        .limit(limit);
    },

    async countApproved(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(articles).where(eq(articles.status, 'approve'));
      return row?.total ?? 0;
    },

    /** The dashboard's article numbers: how many in each status, and per publisher (largest first). */
    countByStatusAndPublisher: () =>
      Promise.all([
        db.select({ status: articles.status, total: count() }).from(articles).groupBy(articles.status),
        db
          .select({ publisher: articles.publisher, count: count() })
          .from(articles)
          .groupBy(articles.publisher)
          .orderBy(desc(count()), articles.publisher),
      ]),

    async create(authorId: string, input: ArticleWrite): Promise<string> {
      const [row] = await db
        .insert(articles)
        .values({ ...input, authorId, status: 'pending', isPremium: false, viewCount: 0 })
        .returning({ id: articles.id });
      if (!row) throw new Error('article was not stored');
      return row.id;
    },

    /** Updates the content; `resubmit` sends it back to the editors (status pending, reason cleared). */
    async update(id: string, input: ArticleWrite, resubmit: boolean): Promise<number> {
      const result = await db
        .update(articles)
        .set({ ...input, ...(resubmit ? { status: 'pending', declineReason: null, declinedAt: null } : {}) })
        .where(eq(articles.id, id))
        .returning({ id: articles.id });
      return result.length;
    },

    async remove(id: string): Promise<number> {
      const result = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
      return result.length;
    },

    async approve(id: string): Promise<number> {
      const result = await db
        .update(articles)
        .set({ status: 'approve', declineReason: null, declinedAt: null })
        .where(and(eq(articles.id, id), sql`${articles.status} <> 'approve'`))
        .returning({ id: articles.id });
      return result.length;
    },

    async makePremium(id: string): Promise<number> {
      const result = await db
        .update(articles)
        .set({ isPremium: true })
        .where(and(eq(articles.id, id), eq(articles.isPremium, false)))
        .returning({ id: articles.id });
      return result.length;
    },

    async decline(id: string, reason: string): Promise<number> {
      const result = await db
        .update(articles)
        .set({ status: 'declined', declineReason: reason, declinedAt: new Date() })
        .where(eq(articles.id, id))
        .returning({ id: articles.id });
      return result.length;
    },

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
        )
        select coalesce((select view_count from bumped), (select view_count from ${articles} where id = ${id}::uuid and status = 'approve')) as view_count,
               exists (select 1 from bumped) as counted
      `);
      const row = (result as unknown as { rows: { view_count: number | null; counted: boolean }[] }).rows[0];
      if (!row || row.view_count === null) return undefined;
      return { counted: row.counted, viewCount: Number(row.view_count) };
    },

    /** Forgets views older than the window, so the table stays small. */
    async pruneViews(): Promise<void> {
      await db
        .delete(articleViews)
        .where(sql`${articleViews.viewedAt} < now() - interval '${sql.raw(VIEW_WINDOW)}'`);
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;

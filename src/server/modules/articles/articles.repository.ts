import type { ArticleListQuery } from '@shared/schemas/articles';
import type { PaginationQuery } from '@shared/schemas/common';
import { and, arrayContains, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { approvedArticleCounts, articles, user } from '../../db/schema';
import type { Caches } from '../../lib/caches';
import { listedArticleTags } from '../../lib/changes';
import { offsetOf } from '../../lib/pagination';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ArticleWrite } from './article-content';
import { shownNotes } from './article-notes.repository';
import { createArticleVersionsRepository, reviewVersion } from './article-versions.repository';
import type { ArticleRow } from './articles.mapper';
import {
  articleColumns,
  editedAt,
  editPending,
  type ListFilters,
  where,
} from './articles-filters.repository';
import { createArticleIndexRepository } from './articles-index.repository';
import { createArticleViewsRepository } from './articles-views.repository';

export function createArticlesRepository(db: Db, options: { caches?: Caches } = {}) {
  // The reads every article page and the home page make, built once (db/prepared.ts).
  const approvedCount = preparedOnce(() =>
    db
      .select({ total: approvedArticleCounts.total })
      .from(approvedArticleCounts)
      .where(
        and(
          eq(approvedArticleCounts.publisher, sql.placeholder('publisher')),
          eq(approvedArticleCounts.tag, sql.placeholder('tag')),
        ),
      )
      .prepare('approved_article_count'),
  );
  const articleById = preparedOnce(() =>
    db
      .select({ ...articleColumns, body: articles.body, editedAt, notes: shownNotes })
      .from(articles)
      .innerJoin(user, eq(user.id, articles.authorId))
      .where(eq(articles.id, sql.placeholder('id')))
      .limit(1)
      .prepare('article_by_id'),
  );
  const mostRead = preparedOnce(() =>
    db
      .select(articleColumns)
      .from(articles)
      .innerJoin(user, eq(user.id, articles.authorId))
      .where(eq(articles.status, 'approve'))
      .orderBy(desc(articles.viewCount), desc(articles.id))
      .limit(sql.placeholder('limit'))
      .prepare('articles_most_read'),
  );
  const relatedTo = preparedOnce(() =>
    db
      .select(articleColumns)
      .from(articles)
      .innerJoin(user, eq(user.id, articles.authorId))
      .where(
        and(
          eq(articles.status, 'approve'),
          sql`${articles.id} <> ${sql.placeholder('id')}`,
          sql`(${articles.tags} && ${sql.placeholder('tags')}::text[] or ${articles.publisher} = ${sql.placeholder('publisher')})`,
        ),
      )
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(sql.placeholder('limit'))
      .prepare('articles_related'),
  );

  // Counting every match is the dearest part of a page. A count of approved articles is kept until a write
  // to that section's, publisher's or the whole site's articles; any other until the next change at all.
  const totals = options.caches ? createTtlCache<number>(options.caches, { maxEntries: 1000 }) : undefined;
  async function countWhere(key: string, condition: SQL | undefined): Promise<number> {
    const load = async () =>
      (await db.select({ total: count() }).from(articles).where(condition))[0]?.total ?? 0;
    return (totals ? await totals.get(key, load) : await load()) ?? 0;
  }

  /** Approved articles in all, or of a publisher and tag, as the database keeps them (drizzle/0008_counts.sql). */
  async function countApproved(publisher = '', tag = ''): Promise<number> {
    const load = async () => {
      const [row] = await approvedCount().execute({ publisher, tag });
      return row?.total ?? 0;
    };
    // The home page asks for the total twice at once (its statistics and its list): one read answers both.
    const key = `approved:${JSON.stringify([publisher, tag])}`;
    const made = () => listedArticleTags({ publisher, tag }, []);
    return (totals ? await totals.get(key, load, made) : await load()) ?? 0;
  }

  /** A page of approved articles, filtered by publisher, tag, both or neither: four prepared queries. */
  const approvedPages = new Map<string, ReturnType<typeof approvedPageQuery>>();
  function approvedPageQuery(byPublisher: boolean, byTag: boolean) {
    const newestFirst = [desc(articles.createdAt), desc(articles.id)];
    const pageIds = db
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(
          eq(articles.status, 'approve'),
          byPublisher ? eq(articles.publisher, sql.placeholder('publisher')) : undefined,
          byTag ? arrayContains(articles.tags, sql.placeholder('tags')) : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    // The count the database keeps rides along on every row: one round trip for the page and its total.
    const total = sql<number>`(select ${approvedArticleCounts.total} from ${approvedArticleCounts} where ${approvedArticleCounts.publisher} = ${sql.placeholder('countPublisher')} and ${approvedArticleCounts.tag} = ${sql.placeholder('countTag')})`;
    return db
      .select({ ...articleColumns, total: total.mapWith(Number) })
      .from(articles)
      .innerJoin(user, eq(user.id, articles.authorId))
      .where(inArray(articles.id, pageIds))
      .orderBy(...newestFirst)
      .prepare(`articles_approved_page${byPublisher ? '_publisher' : ''}${byTag ? '_tag' : ''}`);
  }
  function approvedPage(publisher: string | undefined, tag: string | undefined, page: PaginationQuery) {
    const shape = `${Boolean(publisher)}:${Boolean(tag)}`;
    let query = approvedPages.get(shape);
    if (!query) {
      query = approvedPageQuery(Boolean(publisher), Boolean(tag));
      approvedPages.set(shape, query);
    }
    return query.execute({
      publisher,
      tags: tag ? [tag] : undefined,
      limit: page.limit,
      offset: offsetOf(page),
      countPublisher: publisher ?? '',
      countTag: tag ?? '',
    });
  }

  async function list(
    filters: ListFilters,
    page: PaginationQuery,
  ): Promise<{ rows: ArticleRow[]; total: number }> {
    // Approved articles filtered by publisher and tag alone: a prepared page, and the count the database keeps.
    const { status, publisher, tag, ...others } = filters;
    if (status === 'approve' && Object.values(others).every((value) => value === undefined)) {
      const found = await approvedPage(publisher, tag, page);
      // A page past the last has no row to carry the total.
      const total = found[0]?.total ?? (await countApproved(publisher, tag));
      return { rows: found.map(({ total: _, ...row }) => row), total };
    }
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
        .select(
          filters.withEdits ? { ...articleColumns, editPending, version: reviewVersion } : articleColumns,
        )
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

    /** One article with its whole body (lists read the stored preview instead). */
    async findById(id: string): Promise<ArticleRow | undefined> {
      const [row] = await articleById().execute({ id });
      return row;
    },

    /** The most read approved articles, for the hero slider. */
    topByViews(limit: number): Promise<ArticleRow[]> {
      return mostRead().execute({ limit });
    },

    /** Approved articles sharing a tag or the publisher with this one, most read first. */
    related(
      article: { id: string; tags: string[]; publisher: string },
      limit: number,
    ): Promise<ArticleRow[]> {
      return relatedTo().execute({ id: article.id, tags: article.tags, publisher: article.publisher, limit });
    },

    countApproved: () => countApproved(),

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
        .set({
          ...input,
          // A new version: a decision taken on the one before is refused (article-versions.repository.ts).
          contentVersion: sql`${articles.contentVersion} + 1`,
          // An author's change needs the editors again: any time they chose for it is off.
          ...(resubmit ? { status: 'pending', declineReason: null, declinedAt: null, publishAt: null } : {}),
        })
        .where(eq(articles.id, id))
        .returning({ id: articles.id });
      return result.length;
    },

    async remove(id: string): Promise<number> {
      const result = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
      return result.length;
    },

    /**
     * The decisions: each changes the article only while `guard` holds (the version the editor was shown,
     * article-versions.repository.ts), in the same statement.
     */
    async approve(id: string, guard?: SQL): Promise<number> {
      const result = await db
        .update(articles)
        .set({ status: 'approve', declineReason: null, declinedAt: null, publishAt: null })
        .where(and(eq(articles.id, id), sql`${articles.status} <> 'approve'`, guard))
        .returning({ id: articles.id });
      return result.length;
    },

    /**
     * Makes an article premium (or, with `premium` false, free again), on `guard` (the version the editor
     * was shown) when given; 0 when it already was, or the guard refused.
     */
    async makePremium(id: string, premium = true, guard?: SQL): Promise<number> {
      const result = await db
        .update(articles)
        .set({ isPremium: premium })
        .where(and(eq(articles.id, id), eq(articles.isPremium, !premium), guard))
        .returning({ id: articles.id });
      return result.length;
    },

    async decline(id: string, reason: string, guard?: SQL): Promise<number> {
      const result = await db
        .update(articles)
        .set({ status: 'declined', declineReason: reason, declinedAt: new Date(), publishAt: null })
        .where(and(eq(articles.id, id), guard))
        .returning({ id: articles.id });
      return result.length;
    },

    ...createArticleVersionsRepository(db),
    ...createArticleViewsRepository(db),
    ...createArticleIndexRepository(db),
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;

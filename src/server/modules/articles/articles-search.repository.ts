import type { PaginationQuery } from '@shared/schemas/common';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, PREMIUM_PREVIEW_SQL, user } from '../../db/schema';
import type { Caches } from '../../lib/caches';
import { offsetOf } from '../../lib/pagination';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ArticleRow } from './articles.mapper';
import { articleColumns, where } from './articles-filters.repository';
import { MATCH_END, MATCH_START, prefixQuery } from './search-terms';

/** A search's filters besides its words: publisher, tag (section) and a range of publication dates. */
export interface SearchFilters {
  publisher?: string | undefined;
  tag?: string | undefined;
  /** Written at or after this instant. */
  from?: Date | undefined;
  /** Written before this instant. */
  before?: Date | undefined;
}

/** Who searches: `open` for readers who may not read premium bodies, `full` for those who may. */
export type SearchScope = 'open' | 'full';

/** A search result: the article, its title and a snippet with the matches marked (search-terms.ts). */
export interface SearchRow extends ArticleRow {
  titleMarked: string;
  snippetMarked: string;
}

const MARKS = `${MATCH_START}${MATCH_END}`;
const SNIPPET_OPTIONS = `MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … ", StartSel=${MATCH_START}, StopSel=${MATCH_END}`;
const TITLE_OPTIONS = `HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`;

/**
 * The text a snippet may quote: for `open` readers a premium article's preview only, the same text their
 * search matches (`search_open`), so a snippet never quotes the paywalled part (docs/security.md).
 */
const quotable = (scope: SearchScope): SQL =>
  scope === 'full'
    ? sql`${articles.description}`
    : sql.raw(`case when is_premium then ${PREMIUM_PREVIEW_SQL} else description end`);

/** Full-text search over approved articles and its suggestions (docs/product.md#articles). */
export function createArticlesSearchRepository(db: Db, options: { caches?: Caches } = {}) {
  // Counting every match is the dearest part of a search; a count is kept until the next write.
  const totals = options.caches ? createTtlCache<number>(options.caches, { maxEntries: 1000 }) : undefined;
  async function countWhere(key: string, condition: SQL | undefined): Promise<number> {
    const load = async () =>
      (await db.select({ total: count() }).from(articles).where(condition))[0]?.total ?? 0;
    return (totals ? await totals.get(key, load) : await load()) ?? 0;
  }

  return {
    /**
     * Approved articles matching every word of `text` as a prefix (search-terms.ts), of one publisher, tag
     * and date range when given; title matches rank above body matches. `scope: 'open'` matches a premium
     * article on its title and preview only, so a search cannot confirm what its paywalled part says.
     */
    async search(
      text: string,
      page: PaginationQuery & SearchFilters,
      scope: SearchScope,
    ): Promise<{ rows: SearchRow[]; total: number }> {
      const terms = prefixQuery(text);
      if (!terms) return { rows: [], total: 0 };
      const query = sql`to_tsquery('english', ${terms})`;
      const vector = scope === 'full' ? articles.search : articles.searchOpen;
      const condition = and(
        where({ status: 'approve', publisher: page.publisher, tag: page.tag }),
        sql`${vector} @@ ${query}`,
        page.from ? gte(articles.createdAt, page.from) : undefined,
        page.before ? lt(articles.createdAt, page.before) : undefined,
      );
      const headline = (source: SQL, options: string) =>
        sql<string>`ts_headline('english', translate(${source}, ${MARKS}, ''), ${query}, ${options})`;
      const filters = [page.publisher, page.tag, page.from?.toISOString(), page.before?.toISOString()];
      const [rows, total] = await Promise.all([
        db
          .select({
            ...articleColumns,
            titleMarked: headline(sql`${articles.title}`, TITLE_OPTIONS),
            snippetMarked: headline(quotable(scope), SNIPPET_OPTIONS),
          })
          .from(articles)
          .innerJoin(user, eq(user.id, articles.authorId))
          .where(condition)
          .orderBy(sql`ts_rank_cd(${vector}, ${query}) desc`, desc(articles.createdAt), desc(articles.id))
          .limit(page.limit)
          .offset(offsetOf(page)),
        countWhere(`search:${scope}:${JSON.stringify([terms, ...filters])}`, condition),
      ]);
      return { rows, total };
    },

    /**
     * The header's suggestions (docs/product.md#articles): approved articles whose title holds every word of
     * `text` as a prefix, best match then newest, and authors (readers with an approved article) whose name
     * does. Titles and names only, never a body, so the answer is the same for every reader.
     */
    async suggestions(text: string, limits: { articles: number; authors: number }) {
      const titleTerms = prefixQuery(text, 'A');
      const nameTerms = prefixQuery(text);
      if (!titleTerms || !nameTerms) return { titles: [], authors: [] };
      const titleQuery = sql`to_tsquery('english', ${titleTerms})`;
      const [titles, authors] = await Promise.all([
        db
          .select({ id: articles.id, title: articles.title })
          .from(articles)
          .where(and(eq(articles.status, 'approve'), sql`${articles.searchOpen} @@ ${titleQuery}`))
          .orderBy(
            sql`ts_rank_cd(${articles.searchOpen}, ${titleQuery}) desc`,
            desc(articles.createdAt),
            desc(articles.id),
          )
          .limit(limits.articles),
        db
          .select({ id: user.id, name: user.name, image: user.image })
          .from(user)
          .where(
            and(
              sql`to_tsvector('simple', ${user.name}) @@ to_tsquery('simple', ${nameTerms})`,
              sql`exists (select 1 from ${articles} where ${articles.authorId} = ${user.id} and ${articles.status} = 'approve')`,
            ),
          )
          .orderBy(user.name, user.id)
          .limit(limits.authors),
      ]);
      return { titles, authors };
    },
  };
}

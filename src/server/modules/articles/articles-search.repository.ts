import { SEARCH_RESULTS_MAX } from '@shared/constants';
import { FORMER_CONTRIBUTOR_ID } from '@shared/former-contributor';
import type { PaginationQuery } from '@shared/schemas/common';
import { and, count, desc, eq, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvedAuthors, articles, PREMIUM_PREVIEW_SQL, user } from '../../db/schema';
import { offsetOf } from '../../lib/pagination';
import type { ArticleRow } from './articles.mapper';
import { articleColumns, where } from './articles-filters.repository';
import { MATCH_END, MATCH_START, matchQuery, prefixQuery } from './search-terms';

/** A search's filters besides its words: publisher, tag (section) and a range of publication dates. */
export interface SearchFilters {
  publisher?: string | undefined;
  tag?: string | undefined;
  /** Written at or after this instant. */
  from?: Date | undefined;
  /** Written before this instant. */
  before?: Date | undefined;
  /** `date`: newest first instead of best match first. */
  sort?: 'relevance' | 'date' | undefined;
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
export function createArticlesSearchRepository(db: Db, options: { most?: number } = {}) {
  /** How many of the newest matches are ranked and paged through (a test makes it small). */
  const most = options.most ?? SEARCH_RESULTS_MAX;
  return {
    /**
     * Approved articles matching every word of `text` as a prefix (search-terms.ts), of one publisher, tag
     * and date range when given: the newest `most` matches, best first (title matches rank above
     * body matches), and how many of those there are. `scope: 'open'` matches a premium article on its title
     * and preview only, so a search cannot confirm what its paywalled part says.
     *
     * Only the newest matches are ranked (docs/decisions/0023-search-ranks-the-newest-matches.md): ranking
     * every match of a word found in most articles read all of them, about a second of the database's
     * time per search on 100,000 articles; walking the newest first stops after `most` + 1.
     */
    async search(
      text: string,
      page: PaginationQuery & SearchFilters,
      scope: SearchScope,
    ): Promise<{ rows: SearchRow[]; total: number }> {
      const terms = prefixQuery(text);
      const matchTerms = matchQuery(text);
      if (!terms || !matchTerms) return { rows: [], total: 0 };
      const query = sql`to_tsquery('english', ${terms})`;
      const vector = scope === 'full' ? articles.search : articles.searchOpen;
      // Newest first orders the same newest matches by their date alone: no more work than by relevance.
      const byDate = page.sort === 'date';
      const condition = and(
        where({ status: 'approve', publisher: page.publisher, tag: page.tag }),
        sql`${vector} @@ to_tsquery('english', ${matchTerms})`,
        page.from ? gte(articles.createdAt, page.from) : undefined,
        page.before ? lt(articles.createdAt, page.before) : undefined,
      );
      // One more than is ranked, to tell "exactly the most" from "more than that".
      const newest = db
        .select({ id: articles.id, createdAt: articles.createdAt })
        .from(articles)
        .where(condition)
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .limit(most + 1)
        .as('newest');
      const window = db
        .select({
          id: newest.id,
          place: sql<number>`row_number() over (order by ${newest.createdAt} desc, ${newest.id} desc)`.as(
            'place',
          ),
          matches: sql<number>`count(*) over ()`.mapWith(Number).as('matches'),
        })
        .from(newest)
        .as('window');
      // The page is chosen first, then its headlines made: ts_headline is the dearest call per row, and in
      // one query PostgreSQL would make it for every row the offset skips too.
      const ranked = db
        .select({
          id: articles.id,
          rank: sql<number>`ts_rank_cd(${vector}, ${query})`.as('rank'),
          matches: window.matches,
        })
        .from(window)
        .innerJoin(articles, eq(articles.id, window.id))
        .where(lte(window.place, most))
        .orderBy(...(byDate ? [] : [sql`rank desc`]), desc(articles.createdAt), desc(articles.id))
        .limit(page.limit)
        .offset(offsetOf(page))
        .as('ranked');
      const headline = (source: SQL, options: string) =>
        sql<string>`ts_headline('english', translate(${source}, ${MARKS}, ''), ${query}, ${options})`;
      const found = await db
        .select({
          ...articleColumns,
          titleMarked: headline(sql`${articles.title}`, TITLE_OPTIONS),
          snippetMarked: headline(quotable(scope), SNIPPET_OPTIONS),
          matches: ranked.matches,
        })
        .from(ranked)
        .innerJoin(articles, eq(articles.id, ranked.id))
        .innerJoin(user, eq(user.id, articles.authorId))
        .orderBy(...(byDate ? [] : [desc(ranked.rank)]), desc(articles.createdAt), desc(articles.id));
      // A page past the last has no row to carry the number of matches: count them (at most one more).
      const matches =
        found[0]?.matches ??
        (offsetOf(page) === 0 ? 0 : ((await db.select({ total: count() }).from(newest))[0]?.total ?? 0));
      const rows = found.map(({ matches: _, ...row }) => row);
      return { rows, total: Math.min(matches, most) };
    },

    /**
     * The header's suggestions (docs/product.md#articles): approved articles whose title holds every word of
     * `text` as a prefix, best match then newest, and authors (readers with an approved article) whose name
     * does. Titles and names only, never a body, so the answer is the same for every reader.
     */
    async suggestions(text: string, limits: { articles: number; authors: number }) {
      const titleTerms = prefixQuery(text, 'A');
      const titleMatch = matchQuery(text, 'A');
      const nameTerms = prefixQuery(text);
      if (!titleTerms || !titleMatch || !nameTerms) return { titles: [], authors: [] };
      const titleQuery = sql`to_tsquery('english', ${titleTerms})`;
      const [titles, authors] = await Promise.all([
        db
          .select({ id: articles.id, title: articles.title })
          .from(articles)
          .where(
            and(
              eq(articles.status, 'approve'),
              sql`${articles.searchOpen} @@ to_tsquery('english', ${titleMatch})`,
            ),
          )
          .orderBy(
            sql`ts_rank_cd(${articles.searchOpen}, ${titleQuery}) desc`,
            desc(articles.createdAt),
            desc(articles.id),
          )
          .limit(limits.articles),
        // Authors with a page: the readers the database keeps in approved_authors.
        db
          .select({ id: user.id, name: user.name, image: user.image })
          .from(user)
          .innerJoin(approvedAuthors, eq(approvedAuthors.authorId, user.id))
          .where(
            and(
              ne(user.id, FORMER_CONTRIBUTOR_ID),
              sql`to_tsvector('simple', ${user.name}) @@ to_tsquery('simple', ${nameTerms})`,
            ),
          )
          .orderBy(user.name, user.id)
          .limit(limits.authors),
      ]);
      return { titles, authors };
    },
  };
}

import type { ArticleStatus } from '@shared/constants';
import { and, arrayContains, eq, or, type SQL, sql } from 'drizzle-orm';
import { articles, comments, liveArticles, user } from '../../db/schema';
import { matchQuery } from './search-terms';

// The columns every list of articles reads, and the filters and editors' search that narrow a list.

/** What every list of articles reads: the article and its author. */
export const articleColumns = {
  id: articles.id,
  title: articles.title,
  publisher: articles.publisher,
  tags: articles.tags,
  description: articles.description,
  preview: articles.preview,
  image: articles.image,
  standfirst: articles.standfirst,
  imageAlt: articles.imageAlt,
  imageCaption: articles.imageCaption,
  status: articles.status,
  isPremium: articles.isPremium,
  declineReason: articles.declineReason,
  declinedAt: articles.declinedAt,
  publishAt: articles.publishAt,
  viewCount: articles.viewCount,
  /** Marked as a running story (live_articles): one primary-key probe per row. */
  live: sql<boolean>`exists (select 1 from ${liveArticles} where ${liveArticles.articleId} = ${articles.id})`,
  /**
   * How many comments readers see (docs/product.md#comments): those no editor hid, replies only under a shown
   * comment; counted in the same query from the article's comment index, never a query per card.
   */
  commentCount:
    sql<number>`(select count(*)::int from ${comments} c left join ${comments} p on p.id = c.parent_id where c.article_id = ${articles.id} and c.hidden_at is null and p.hidden_at is null)`.mapWith(
      Number,
    ),
  createdAt: articles.createdAt,
  publishedAt: articles.publishedAt,
  authorId: articles.authorId,
  authorEmail: user.email,
  authorShowEmail: user.showEmail,
  authorName: user.name,
  authorImage: user.image,
};

export interface ListFilters {
  publisher?: string | undefined;
  tag?: string | undefined;
  status?: ArticleStatus | undefined;
  premium?: boolean | undefined;
  authorId?: string | undefined;
  /** The editors' filter by author: their e-mail address, whole, in any case. */
  authorEmail?: string | undefined;
  /**
   * The editors' search: every word of it starting a word of the title or body, or the whole of it part of
   * the author's name or e-mail address.
   */
  search?: string | undefined;
  /** The editors' list: counts edits in review as pending, and says which articles have one. */
  withEdits?: boolean | undefined;
}

/**
 * When an approved edit last changed a live article (docs/product.md#articles): its approval is kept as the
 * first approved revision, so a second one means the article changed after it was published.
 */
export const editedAt =
  sql<Date | null>`(select max(r.decided_at) from article_revisions r where r.article_id = ${articles.id} and r.state = 'approved' having count(*) > 1)`.mapWith(
    (value: Date | string | null) => (value === null ? null : new Date(value)),
  );

/** Whether a live article has an edit waiting for the editors (docs/product.md#revisions). */
export const editPending = sql<boolean>`exists (select 1 from article_revisions r where r.article_id = ${articles.id} and r.state = 'pending')`;

/** A LIKE pattern that matches `text` literally anywhere (its `%`, `_` and `\\` escaped). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The editors' search (ListFilters.search): words of the text, or part of the author's name or address. */
function searchCondition(text: string): SQL {
  const terms = matchQuery(text);
  const byAuthor = sql`${articles.authorId} in (select id from ${user} where lower(name) like ${containing(text)} or lower(email) like ${containing(text)})`;
  return terms ? (or(sql`${articles.search} @@ to_tsquery('english', ${terms})`, byAuthor) as SQL) : byAuthor;
}

/** The SQL condition of a list's filters (none: every article). */
export function where(filters: ListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  // For the editors, what waits for them is new articles and edits of live ones alike.
  if (filters.status === 'pending' && filters.withEdits)
    conditions.push(or(eq(articles.status, 'pending'), editPending) as SQL);
  else if (filters.status) conditions.push(eq(articles.status, filters.status));
  if (filters.publisher) conditions.push(eq(articles.publisher, filters.publisher));
  if (filters.tag) conditions.push(arrayContains(articles.tags, [filters.tag]));
  if (filters.premium !== undefined) conditions.push(eq(articles.isPremium, filters.premium));
  if (filters.authorId) conditions.push(eq(articles.authorId, filters.authorId));
  if (filters.authorEmail)
    conditions.push(
      sql`${articles.authorId} in (select id from ${user} where lower(email) = ${filters.authorEmail.toLowerCase()})`,
    );
  if (filters.search) conditions.push(searchCondition(filters.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * An article's title as a reader's own records name it (their comments, saved articles, gift links): while
 * it is live, or when it is theirs. Another author's article that left the site keeps its title to itself.
 */
export const titleFor = (readerId: string) =>
  sql<
    string | null
  >`case when ${articles.status} = 'approve' or ${articles.authorId} = ${readerId} then ${articles.title} end`;

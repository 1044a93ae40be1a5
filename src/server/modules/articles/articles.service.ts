import { createHash } from 'node:crypto';
import { ARTICLE_API_TEXTS as TEXTS } from '@shared/messages/api-articles';
import {
  type AdminArticleListQuery,
  type Article,
  type ArticleListQuery,
  articleSchema,
  type SearchQuery,
} from '@shared/schemas/articles';
import type { PaginationQuery } from '@shared/schemas/common';
import type { Db } from '../../db/client';
import { isAdmin, requireSelfOrAdmin } from '../../lib/access';
import type { Caches } from '../../lib/caches';
import { notFound } from '../../lib/errors';
import { type PreparedAnswer, prepareAnswer } from '../../lib/prepared-answer';
import { createTtlCache } from '../../lib/ttl-cache';
import type { Viewer } from '../../types';
import { createUsersRepository } from '../users/users.repository';
import { type ArticleRow, type BodyAccess, toArticleDto } from './articles.mapper';
import { createArticlesRepository } from './articles.repository';

export const isAuthor = (viewer: Viewer | null, row: Pick<ArticleRow, 'authorId'>) =>
  viewer?.id === row.authorId;
export const hasPremium = (viewer: Viewer | null, now = new Date()) =>
  Boolean(viewer?.premiumUntil && viewer.premiumUntil > now);

/** Pending and declined articles are seen only by their author and admins (docs/product.md#articles). */
export function canRead(viewer: Viewer | null, row: Pick<ArticleRow, 'status' | 'authorId'>): boolean {
  return row.status === 'approve' || isAuthor(viewer, row) || isAdmin(viewer);
}

/** Update and delete: the author or an admin (docs/product.md#articles). */
export function canChange(viewer: Viewer | null, row: Pick<ArticleRow, 'authorId'>): boolean {
  return isAuthor(viewer, row) || isAdmin(viewer);
}

/**
 * How much of the body a reader gets (docs/product.md#articles): visitors a preview and a sign-in prompt; a premium body
 * only for active subscribers, admins and the author; everyone else the preview and the paywall.
 */
export function bodyAccess(
  viewer: Viewer | null,
  row: Pick<ArticleRow, 'isPremium' | 'authorId'>,
): BodyAccess {
  if (isAdmin(viewer) || isAuthor(viewer, row)) return 'full';
  if (!viewer) return 'signin';
  if (row.isPremium && !hasPremium(viewer)) return 'premium';
  return 'full';
}

/** How many related articles an article shows. */
const RELATED_SIZE = 3;
/** One view in this many also forgets the views older than the window. */
const PRUNE_EVERY = 100;

/** A page of article previews and how many match in all (sent as X-Total-Count). */
export interface ArticlePage {
  items: Article[];
  total: number;
}

const preview = (row: ArticleRow): Article => toArticleDto(row, 'preview');
/** Previews for the author's own list and the editors' list, with the editors' decline reasons. */
const moderatedPreview = (row: ArticleRow): Article => toArticleDto(row, 'preview', { showDecline: true });
const previews = (
  { rows, total }: { rows: ArticleRow[]; total: number },
  toDto: (row: ArticleRow) => Article = preview,
): ArticlePage => ({ items: rows.map(toDto), total });

export interface ArticlesServiceOptions {
  db: Db;
  caches: Caches;
  /** Makes the key a visitor's view is counted under from their address, without keeping the address. */
  viewKeySecret: string;
}

/** Who reads which articles and how much of them; lists, search and view counts. */
export function createArticlesService({ db, caches, viewKeySecret }: ArticlesServiceOptions) {
  const repository = createArticlesRepository(db, { caches });
  const users = createUsersRepository(db);
  // The article a reader opens, kept briefly for the next readers (cleared by any write; see caches.ts).
  // Writes always check the row as it is now.
  const articleRows = createTtlCache<ArticleRow>(caches, { maxEntries: 2000 });
  // What a reader gets depends only on the article and on how much of it they may read: each answer is
  // checked against the schema, serialized and compressed once per TTL and sent to every such reader.
  const preparedArticles = createTtlCache<PreparedAnswer>(caches, { maxEntries: 2000 });

  /** The article, if the reader may see it; `cached` for reads, never for writes. */
  async function readable(viewer: Viewer | null, id: string, cached = false): Promise<ArticleRow> {
    const row = cached
      ? await articleRows.get(id, () => repository.findById(id))
      : await repository.findById(id);
    // An article the reader may not see is answered as missing, so its existence does not leak.
    if (!row || !canRead(viewer, row)) throw notFound(TEXTS.article);
    return row;
  }

  return {
    readable,

    /** One article as this reader may read it, ready to send. */
    async details(viewer: Viewer | null, id: string): Promise<PreparedAnswer> {
      const row = await readable(viewer, id, true);
      const access = bodyAccess(viewer, row);
      // The decline reason is for the author and the editors only.
      const showDecline = isAuthor(viewer, row) || isAdmin(viewer);
      const key = `${row.id}:${access}:${showDecline ? 'moderated' : 'read'}`;
      const prepared = await preparedArticles.get(key, async () =>
        prepareAnswer(articleSchema.parse(toArticleDto(row, access, { showDecline }))),
      );
      if (!prepared) throw notFound(TEXTS.article);
      return prepared;
    },

    async related(viewer: Viewer | null, id: string): Promise<Article[]> {
      const row = await readable(viewer, id, true);
      return (await repository.related(row, RELATED_SIZE)).map(preview);
    },

    /** Every article in any status (admins). */
    all: async ({ status, publisher, tag, ...page }: AdminArticleListQuery) =>
      previews(await repository.list({ status, publisher, tag }, page), moderatedPreview),

    /** An author's own articles in every status: the author or an admin. */
    async byAuthor(viewer: Viewer, email: string, page: PaginationQuery): Promise<ArticlePage> {
      const { own } = requireSelfOrAdmin(viewer, email, TEXTS.onlyOwnArticles);
      const author = own ? { id: viewer.id } : await users.findByEmail(email);
      if (!author) return { items: [], total: 0 };
      return previews(await repository.list({ authorId: author.id }, page), moderatedPreview);
    },

    top: async (limit: number) => (await repository.topByViews(limit)).map(preview),

    recent: async (query: ArticleListQuery) => previews(await repository.listApproved(query)),

    /** Readers who may read premium bodies search them too (docs/security.md). */
    async search(viewer: Viewer | null, query: SearchQuery): Promise<ArticlePage> {
      const scope = isAdmin(viewer) || hasPremium(viewer) ? 'full' : 'open';
      return previews(await repository.search(query.search, query, scope));
    },

    premium: async ({ publisher, tag, ...page }: ArticleListQuery) =>
      previews(await repository.list({ status: 'approve', premium: true, publisher, tag }, page)),

    /**
     * Counts a reader's view once per window. A reader is who signed in, or else the address (never a
     * header the caller picks, like User-Agent).
     */
    async countView(
      reader: { viewer: Viewer | null; address: string },
      id: string,
      onPruneError: (error: unknown) => void,
    ): Promise<{ modifiedCount: number; viewCount: number }> {
      const viewerKey = reader.viewer
        ? `user:${reader.viewer.id}`
        : `anon:${createHash('sha256').update(`${viewKeySecret}|${reader.address}`).digest('base64url')}`;
      const result = await repository.countView(id, viewerKey);
      if (!result) throw notFound(TEXTS.article);
      if (Math.random() < 1 / PRUNE_EVERY) void repository.pruneViews().catch(onPruneError);
      return { modifiedCount: result.counted ? 1 : 0, viewCount: result.viewCount };
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;

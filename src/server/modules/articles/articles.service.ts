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
import type { GiftState } from '@shared/schemas/gift-links';
import type { Db } from '../../db/client';
import { isEditor, requireSelfOrAdmin } from '../../lib/access';
import type { Caches } from '../../lib/caches';
import { shownArticleTags } from '../../lib/changes';
import { notFound } from '../../lib/errors';
import { type PreparedAnswer, prepareAnswer, preparedAnswerBytes } from '../../lib/prepared-answer';
import { createTtlCache } from '../../lib/ttl-cache';
import type { Viewer } from '../../types';
import { createUsersRepository } from '../users/users.repository';
import { createArticleRevisionsRepository } from './article-revisions.repository';
import { type ArticleRow, type BodyAccess, toArticleDto, toEditDto } from './articles.mapper';
import { createArticlesRepository } from './articles.repository';
import { createArticlesSearchRepository, type SearchRow } from './articles-search.repository';
import { type TextSegment, toSegments } from './search-terms';

export const isAuthor = (viewer: Viewer | null, row: Pick<ArticleRow, 'authorId'>) =>
  viewer?.id === row.authorId;
export const hasPremium = (viewer: Viewer | null, now = new Date()) =>
  Boolean(viewer?.premiumUntil && viewer.premiumUntil > now);

/** Pending and declined articles are seen only by their author and editors (docs/product.md#articles). */
export function canRead(viewer: Viewer | null, row: Pick<ArticleRow, 'status' | 'authorId'>): boolean {
  return row.status === 'approve' || isAuthor(viewer, row) || isEditor(viewer);
}

/** Update and delete: the author or an editor (docs/product.md#articles). */
export function canChange(viewer: Viewer | null, row: Pick<ArticleRow, 'authorId'>): boolean {
  return isAuthor(viewer, row) || isEditor(viewer);
}

/**
 * How much of the body a reader gets (docs/product.md#articles): visitors a preview and a sign-in prompt; a premium body
 * only for active subscribers, editors and the author; everyone else the preview and the paywall.
 */
export function bodyAccess(
  viewer: Viewer | null,
  row: Pick<ArticleRow, 'isPremium' | 'authorId'>,
): BodyAccess {
  if (isEditor(viewer) || isAuthor(viewer, row)) return 'full';
  if (!viewer) return 'signin';
  if (row.isPremium && !hasPremium(viewer)) return 'premium';
  return 'full';
}

/**
 * How many related articles an article's page is offered: it shows three, leaving out those it lists under
 * "More in <section>" (client/features/articles/components/article-view.tsx).
 */
const RELATED_SIZE = 6;
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
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A snippet, with an ellipsis where it starts after the body's start or ends before its end. */
function snippetOf(marked: string, body: string): TextSegment[] {
  const segments = toSegments(marked);
  const quoted = flat(segments.map((segment) => segment.text).join(''));
  const whole = flat(body);
  if (!whole.startsWith(quoted.slice(0, 40))) segments.unshift({ text: '… ', match: false });
  if (!whole.endsWith(quoted.slice(-40))) segments.push({ text: ' …', match: false });
  return segments;
}

/** A search result: the preview, with the title and a snippet marked where the words matched. */
const searchResult = (row: SearchRow): Article => ({
  ...preview(row),
  highlight: { title: toSegments(row.titleMarked), snippet: snippetOf(row.snippetMarked, row.description) },
});

/** The instant a `YYYY-MM-DD` day begins (UTC), or the next day's when `after`. */
const dayStart = (day: string, after = false) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (after ? 86_400_000 : 0));

const previews = <R extends ArticleRow>(
  { rows, total }: { rows: R[]; total: number },
  toDto: (row: R) => Article = preview,
): ArticlePage => ({ items: rows.map(toDto), total });

export interface ArticlesServiceOptions {
  db: Db;
  caches: Caches;
  /** Makes the key a visitor's view is counted under from their address, without keeping the address. */
  viewKeySecret: string;
}

/** "Most read this week": the days of views it counts, today included. */
export const MOST_READ_DAYS = 7;

/** Who reads which articles and how much of them; lists, search and view counts. */
export function createArticlesService({ db, caches, viewKeySecret }: ArticlesServiceOptions) {
  const repository = createArticlesRepository(db, { caches });
  const searching = createArticlesSearchRepository(db);
  const users = createUsersRepository(db);
  const revisions = createArticleRevisionsRepository(db);
  // The article a reader opens, kept briefly for the next readers until a write to it or to its author's
  // byline (lib/changes.ts). Writes always check the row as it is now.
  const articleRows = createTtlCache<ArticleRow>(caches, { maxEntries: 2000 });
  // What a reader gets depends only on the article and on how much of it they may read: each answer is
  // checked against the schema, serialized and compressed once per TTL and sent to every such reader.
  const preparedArticles = createTtlCache<PreparedAnswer>(caches, {
    maxEntries: 2000,
    sizeOf: preparedAnswerBytes,
  });

  /** The article, if the reader may see it; `cached` for reads, never for writes. */
  async function readable(viewer: Viewer | null, id: string, cached = false): Promise<ArticleRow> {
    const row = cached
      ? await articleRows.get(
          id,
          () => repository.findById(id),
          (found) => shownArticleTags({ _id: found.id, authorId: found.authorId }),
        )
      : await repository.findById(id);
    // An article the reader may not see is answered as missing, so its existence does not leak.
    if (!row || !canRead(viewer, row)) throw notFound(TEXTS.article);
    return row;
  }

  /** One article as this reader may read it, ready to send. */
  async function details(viewer: Viewer | null, id: string): Promise<PreparedAnswer> {
    const row = await readable(viewer, id, true);
    const access = bodyAccess(viewer, row);
    // The decline reason is for the author and the editors only.
    const showDecline = isAuthor(viewer, row) || isEditor(viewer);
    const key = `${row.id}:${access}:${showDecline ? 'moderated' : 'read'}`;
    const prepared = await preparedArticles.get(
      key,
      async () => {
        const edit = showDecline && row.status === 'approve' ? await revisions.open(row.id) : undefined;
        const dto = toArticleDto(row, access, { showDecline });
        return prepareAnswer(articleSchema.parse(edit ? { ...dto, edit: toEditDto(edit) } : dto));
      },
      () => shownArticleTags({ _id: row.id, authorId: row.authorId }),
    );
    if (!prepared) throw notFound(TEXTS.article);
    return prepared;
  }

  return {
    readable,
    details,

    /**
     * The article through a gift link (docs/product.md#gift-links): the link is asked about only once the
     * reader may see the article, and an open link gives the whole body to whoever holds it. Built for this
     * request alone; the page store never keeps it (plugins/public-cache.ts).
     */
    async gifted(viewer: Viewer | null, id: string, open: () => Promise<GiftState>): Promise<Article> {
      const shown = (await details(viewer, id)).value as Article;
      const gift = await open();
      if (gift.state !== 'open' || !shown.locked) return { ...shown, gift };
      const row = await readable(viewer, id, true);
      return articleSchema.parse({ ...toArticleDto(row, 'full'), gift });
    },

    /** What a committed write of the newsroom changed (lib/changes.ts), for every cache that holds it. */
    changed: (tags: readonly string[]) => caches.changed(tags),

    /**
     * The same article as an object, for the page renderer: the very answer the prepared bytes were made
     * from, checked by the schema once (never to be changed).
     */
    async article(viewer: Viewer | null, id: string): Promise<Article> {
      return (await details(viewer, id)).value as Article;
    },

    /**
     * An article as an editor reviews it (docs/product.md#moderation): the whole of it as readers will see it,
     * and the edit in review when it is a live article's. Never cached: the editor decides on what is stored.
     */
    async review(editor: Viewer, id: string): Promise<Article> {
      // The version first: content that moves on while it is read is newer than the version, so a decision
      // naming it is refused rather than taken on text the editor was not shown.
      const version = await repository.reviewVersion(id);
      const row = await readable(editor, id);
      const dto = toArticleDto({ ...row, version }, 'full', { showDecline: true });
      const edit = row.status === 'approve' ? await revisions.open(row.id) : undefined;
      return articleSchema.parse(edit ? { ...dto, edit: toEditDto(edit) } : dto);
    },

    async related(viewer: Viewer | null, id: string): Promise<Article[]> {
      const row = await readable(viewer, id, true);
      return (await repository.related(row, RELATED_SIZE)).map(preview);
    },

    /** Every article in any status (admins). */
    all: async ({ status, publisher, tag, search, author, ...page }: AdminArticleListQuery) =>
      previews(
        await repository.list({ status, publisher, tag, search, authorEmail: author, withEdits: true }, page),
        moderatedPreview,
      ),

    /** An author's own articles in every status: the author or an admin. */
    async byAuthor(viewer: Viewer, email: string, page: PaginationQuery): Promise<ArticlePage> {
      const { own } = requireSelfOrAdmin(viewer, email, TEXTS.onlyOwnArticles);
      const author = own ? { id: viewer.id } : await users.findByEmail(email);
      if (!author) return { items: [], total: 0 };
      // With whether an edit of a live one waits for the editors, so the author's list says so.
      return previews(
        await repository.list({ authorId: author.id, withEdits: true }, page),
        moderatedPreview,
      );
    },

    top: async (limit: number) => (await repository.topByViews(limit)).map(preview),

    /** The approved articles read most this week, or of all time (docs/product.md#articles). */
    mostRead: async (limit: number, period: 'week' | 'all' = 'week') =>
      (period === 'all'
        ? await repository.topByViews(limit)
        : await repository.mostRead(MOST_READ_DAYS, limit)
      ).map(preview),

    recent: async (query: ArticleListQuery) => previews(await repository.listApproved(query)),

    /** Readers who may read premium bodies search them too (docs/security.md). */
    async search(viewer: Viewer | null, query: SearchQuery): Promise<ArticlePage> {
      const scope = isEditor(viewer) || hasPremium(viewer) ? 'full' : 'open';
      const { search, from, to, ...page } = query;
      const range = { from: from ? dayStart(from) : undefined, before: to ? dayStart(to, true) : undefined };
      return previews(await searching.search(search, { ...page, ...range }, scope), searchResult);
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

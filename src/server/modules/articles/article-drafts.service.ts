import { ERROR_CODES } from '@shared/error-codes';
import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import type { Draft, DraftCreated, DraftFields, DraftSaved } from '@shared/schemas/drafts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import type { ArticleFields } from './article-content';
import { createArticleDraftsRepository, DRAFTS_PER_AUTHOR, type DraftRow } from './article-drafts.repository';
import type { ArticleWritesService } from './article-writes.service';

const TEXTS = NEWSROOM_TEXTS.drafts;

const toDraft = (row: DraftRow): Draft => ({
  id: row.id,
  title: row.title,
  publisher: row.publisher,
  tags: row.tags,
  image: row.image,
  standfirst: row.standfirst ?? '',
  imageAlt: row.imageAlt ?? '',
  imageCaption: row.imageCaption ?? '',
  body: row.body ? { ...row.body } : null,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const saved = (row: DraftRow): DraftSaved => ({
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});
const draftConflict = () => conflict(TEXTS.conflict, ERROR_CODES.DRAFT_CONFLICT);

/**
 * An author's drafts of new articles (docs/product.md#drafts): private to the author (anyone else, editors
 * included, gets a 404), saved only on top of the version they were based on, and submitted as an article.
 */
export function createArticleDraftsService(db: Db, writes: Pick<ArticleWritesService, 'create'>) {
  const drafts = createArticleDraftsRepository(db);

  async function own(author: Viewer, id: string): Promise<DraftRow> {
    const row = await drafts.find(author.id, id);
    if (!row) throw notFound(TEXTS.draft);
    return row;
  }

  return {
    list: async (author: Viewer): Promise<Draft[]> => (await drafts.list(author.id)).map(toDraft),

    get: async (author: Viewer, id: string): Promise<Draft> => toDraft(await own(author, id)),

    async create(author: Viewer, fields: DraftFields): Promise<DraftCreated> {
      if ((await drafts.count(author.id)) >= DRAFTS_PER_AUTHOR) {
        throw conflict(TEXTS.tooMany(DRAFTS_PER_AUTHOR));
      }
      const row = await drafts.create(author.id, fields);
      return { id: row.id, ...saved(row) };
    },

    /** Saves on top of `version`; a draft saved meanwhile from elsewhere is a 409 DRAFT_CONFLICT. */
    async save(author: Viewer, id: string, version: number, fields: DraftFields): Promise<DraftSaved> {
      const row = await drafts.save(author.id, id, version, fields);
      if (row) return saved(row);
      await own(author, id);
      throw draftConflict();
    },

    /**
     * Sends the article for review (as writing one does) and removes the draft; the draft must still be at
     * `version`, so what another window saved meanwhile is not thrown away unseen.
     */
    async submit(
      author: Viewer,
      id: string,
      version: number,
      input: ArticleFields,
    ): Promise<{ insertedId: string }> {
      const row = await own(author, id);
      if (row.version !== version) throw draftConflict();
      const created = await writes.create(author, input);
      await drafts.remove(author.id, id);
      return created;
    },

    async remove(author: Viewer, id: string): Promise<{ deletedCount: number }> {
      const deletedCount = await drafts.remove(author.id, id);
      if (!deletedCount) throw notFound(TEXTS.draft);
      return { deletedCount };
    },
  };
}

export type ArticleDraftsService = ReturnType<typeof createArticleDraftsService>;

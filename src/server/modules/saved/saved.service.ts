import { ARTICLE_API_TEXTS } from '@shared/messages/api-articles';
import type { Article } from '@shared/schemas/articles';
import type { PaginationQuery } from '@shared/schemas/common';
import type { SavedState, SavedStates } from '@shared/schemas/saved';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { toArticleDto } from '../articles/articles.mapper';
import { createArticlesRepository } from '../articles/articles.repository';
import { canRead } from '../articles/articles.service';
import { createSavedRepository } from './saved.repository';

/**
 * A reader's saved articles (docs/product.md#saved-articles): only live articles can be saved, and the list
 * shows previews like every other list; the whole text is read through the article itself, as far as the
 * reader may read it.
 */
export function createSavedService(db: Db) {
  const repository = createSavedRepository(db);
  const articles = createArticlesRepository(db);

  return {
    async save(viewer: Viewer, articleId: string): Promise<SavedState> {
      const row = await articles.findById(articleId);
      // Answered as missing whether it does not exist, may not be seen by this reader, or is not live (an
      // author's draft is readable to them, but not a thing to keep).
      if (!row || !canRead(viewer, row) || row.status !== 'approve')
        throw notFound(ARTICLE_API_TEXTS.article);
      await repository.save(viewer.id, articleId);
      return { saved: true };
    },

    async unsave(viewer: Viewer, articleId: string): Promise<SavedState> {
      await repository.unsave(viewer.id, articleId);
      return { saved: false };
    },

    state: async (viewer: Viewer, articleId: string): Promise<SavedState> => ({
      saved: await repository.isSaved(viewer.id, articleId),
    }),

    /** Which of a page of cards' articles the reader saved: one question for the whole page. */
    among: async (viewer: Viewer, articleIds: string[]): Promise<SavedStates> => ({
      saved: await repository.savedAmong(viewer.id, articleIds),
    }),

    async page(viewer: Viewer, range: PaginationQuery): Promise<{ rows: Article[]; total: number }> {
      const { rows, total } = await repository.page(viewer.id, range);
      return { rows: rows.map((row) => toArticleDto(row, 'preview')), total };
    },
  };
}

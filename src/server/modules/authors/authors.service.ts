import { isOwnPhoto } from '@shared/images';
import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import type { Author } from '@shared/schemas/authors';
import type { PaginationQuery } from '@shared/schemas/common';
import type { Db } from '../../db/client';
import type { Caches } from '../../lib/caches';
import { notFound } from '../../lib/errors';
import { toArticleDto } from '../articles/articles.mapper';
import { createArticlesRepository } from '../articles/articles.repository';
import type { ArticlePage } from '../articles/articles.service';
import { createUsersRepository } from '../users/users.repository';

/**
 * Authors' pages (docs/product.md#pages-and-navigation): a reader is an author, with a public page, once an
 * article of theirs is approved; the page shows their name, photo and bio and their approved articles only.
 * Anyone else's id is answered as missing, so the page does not tell who has an account.
 */
export function createAuthorsService(db: Db, caches: Caches) {
  const users = createUsersRepository(db);
  const articles = createArticlesRepository(db, { caches });

  return {
    async profile(id: string): Promise<Author> {
      const [row, writes] = await Promise.all([users.findById(id), articles.hasApproved(id)]);
      if (!row || !writes) throw notFound(TEXTS.subjects.author);
      return {
        _id: row.id,
        name: row.name,
        photo: isOwnPhoto(row.image) ? row.image : '',
        bio: row.bio ?? '',
      };
    },

    /** Their approved articles, newest first (previews). */
    async articles(id: string, page: PaginationQuery): Promise<ArticlePage> {
      const { rows, total } = await articles.list({ status: 'approve', authorId: id }, page);
      if (total === 0) throw notFound(TEXTS.subjects.author);
      return { items: rows.map((row) => toArticleDto(row, 'preview')), total };
    },
  };
}

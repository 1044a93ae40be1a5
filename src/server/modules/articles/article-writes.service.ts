import { mediaFileNameOf } from '@shared/images';
import { ARTICLE_API_TEXTS as TEXTS } from '@shared/messages/api-articles';
import type { Db } from '../../db/client';
import { isAdmin } from '../../lib/access';
import { badRequest, forbidden } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import type { MediaStore } from '../media/media.repository';
import { createPublishersRepository } from '../publishers/publishers.repository';
import type { ArticleRow } from './articles.mapper';
import { type ArticleWrite, createArticlesRepository } from './articles.repository';
import { type ArticlesService, canChange } from './articles.service';

export interface ArticleWritesOptions {
  db: Db;
  media: Pick<MediaStore, 'exists'>;
  /** Finds the article a writer means, as they may see it (missing otherwise). */
  articles: Pick<ArticlesService, 'readable'>;
}

type Moderation = 'article.approve' | 'article.premium' | 'article.decline';

/**
 * Writing and moderating articles (docs/product.md#articles): who may change what, the status an edit
 * leaves, and the audit entry each editor's action writes (docs/product.md#dashboard).
 */
export function createArticleWritesService({ db, media, articles }: ArticleWritesOptions) {
  const repository = createArticlesRepository(db);
  const publishers = createPublishersRepository(db);
  const audit = createAuditRepository(db);

  /** Checks what only the database knows: the publisher exists and the image was uploaded here. */
  async function checkReferences(input: { publisher: string; image: string }) {
    const fields: Record<string, string> = {};
    if (!(await publishers.exists(input.publisher))) fields.publisher = TEXTS.unknownPublisher;
    if (input.image && !(await media.exists(mediaFileNameOf(input.image)))) {
      fields.image = TEXTS.imageNotUploaded;
    }
    if (Object.keys(fields).length > 0) {
      throw badRequest(
        Object.entries(fields)
          .map(([field, message]) => `${field} ${message}`)
          .join('; '),
        fields,
      );
    }
  }

  /** The article the reader means, if they may change it (404 when they may not see it, else 403). */
  async function changeable(viewer: Viewer, id: string, refusal: string): Promise<ArticleRow> {
    const row = await articles.readable(viewer, id);
    if (!canChange(viewer, row)) throw forbidden(refusal);
    return row;
  }

  const record = (actor: Viewer, action: string, row: ArticleRow, details: Record<string, unknown>) =>
    audit.record(actor, { action, targetType: 'article', targetId: row.id, details });

  /** An editor's action on an article; recorded when it changed something, or `always`. */
  async function moderate(
    editor: Viewer,
    id: string,
    action: Moderation,
    change: (row: ArticleRow) => Promise<number>,
    details: Record<string, unknown> = {},
    always = false,
  ): Promise<{ modifiedCount: number }> {
    const row = await articles.readable(editor, id);
    const modifiedCount = await change(row);
    if (modifiedCount || always) await record(editor, action, row, { title: row.title, ...details });
    return { modifiedCount };
  }

  return {
    /** A new article waits for the editors (status pending). */
    async create(author: Viewer, input: ArticleWrite): Promise<{ insertedId: string }> {
      await checkReferences(input);
      return { insertedId: await repository.create(author.id, input) };
    },

    /** The author's edit goes back to the editors; an editor's edit of someone else's is audited. */
    async update(viewer: Viewer, id: string, input: ArticleWrite): Promise<{ modifiedCount: number }> {
      const row = await changeable(viewer, id, TEXTS.onlyAuthorMayChange);
      await checkReferences(input);
      const byEditor = isAdmin(viewer) && viewer.id !== row.authorId;
      const modifiedCount = await repository.update(row.id, input, !byEditor);
      if (byEditor) await record(viewer, 'article.update', row, { title: input.title });
      return { modifiedCount };
    },

    /** The author or an editor deletes; an editor deleting someone else's article is audited. */
    async remove(viewer: Viewer, id: string): Promise<{ deletedCount: number }> {
      const row = await changeable(viewer, id, TEXTS.onlyAuthorMayDelete);
      const deletedCount = await repository.remove(row.id);
      if (viewer.id !== row.authorId) await record(viewer, 'article.delete', row, { title: row.title });
      return { deletedCount };
    },

    approve: (editor: Viewer, id: string) =>
      moderate(editor, id, 'article.approve', (row) => repository.approve(row.id)),

    makePremium: (editor: Viewer, id: string) =>
      moderate(editor, id, 'article.premium', (row) => repository.makePremium(row.id)),

    /** Declines with a reason the author sees; always recorded. */
    decline: (editor: Viewer, id: string, reason: string) =>
      moderate(editor, id, 'article.decline', (row) => repository.decline(row.id, reason), { reason }, true),
  };
}

export type ArticleWritesService = ReturnType<typeof createArticleWritesService>;

import { mediaFileNameOf } from '@shared/images';
import { ARTICLE_API_TEXTS as TEXTS } from '@shared/messages/api-articles';
import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { figureSources } from '@shared/rich-text/schema';
import type { RichDoc } from '@shared/rich-text/types';
import type { BulkModerationInput, BulkModerationResult } from '@shared/schemas/moderation';
import type { Db } from '../../db/client';
import { isEditor } from '../../lib/access';
import { articleChangeTags } from '../../lib/changes';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import type { MediaStore } from '../media/media.repository';
import { createPublishersRepository } from '../publishers/publishers.repository';
import { type ArticleFields, contentOf } from './article-content';
import type { ArticleMails } from './article-mails';
import { createArticleRevisionsRepository } from './article-revisions.repository';
import { type DecisionGuard, decisionGuard } from './article-versions.repository';
import type { ArticleRow } from './articles.mapper';
import { createArticlesRepository } from './articles.repository';
import { type ArticlesService, canChange } from './articles.service';

export interface ArticleWritesOptions {
  db: Db;
  media: Pick<MediaStore, 'exists'>;
  /** Finds the article a writer means, as they may see it (missing otherwise); told what a write changed. */
  articles: Pick<ArticlesService, 'readable' | 'changed'>;
  /** Tells authors what the editors decided. */
  mails: Pick<
    ArticleMails,
    'notifyApproved' | 'notifyDeclined' | 'notifyEditApproved' | 'notifyEditDeclined'
  >;
}

type Moderation = 'article.approve' | 'article.premium' | 'article.free' | 'article.decline';

/**
 * Writing and moderating articles (docs/product.md#articles): who may change what, the status an edit
 * leaves, and the audit entry each editor's action writes (docs/product.md#dashboard).
 */
export function createArticleWritesService({ db, media, articles, mails }: ArticleWritesOptions) {
  const repository = createArticlesRepository(db);
  const publishers = createPublishersRepository(db);
  const audit = createAuditRepository(db);
  const revisions = createArticleRevisionsRepository(db);

  /** Checks what only the database knows: the publisher exists and the images were uploaded here. */
  async function checkReferences(input: { publisher: string; image: string; body: RichDoc }) {
    const fields: Record<string, string> = {};
    if (!(await publishers.exists(input.publisher))) fields.publisher = TEXTS.unknownPublisher;
    if (input.image && !(await media.exists(mediaFileNameOf(input.image)))) {
      fields.image = TEXTS.imageNotUploaded;
    }
    for (const src of new Set(figureSources(input.body))) {
      if (!(await media.exists(mediaFileNameOf(src)))) fields.body = NEWSROOM_TEXTS.bodyImageNotUploaded;
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

  /**
   * Names what a committed write changed (lib/changes.ts): the article as it was and as it is now, whose
   * sections, publisher or status may differ. Only an edit in review changed (`editOnly`): the article
   * alone, which its author and the editors read with the edit.
   */
  async function changed(before: ArticleRow, editOnly = false) {
    if (editOnly) return articles.changed(articleChangeTags(before.id));
    await articles.changed(articleChangeTags(before.id, before, await repository.findById(before.id)));
  }

  /**
   * An editor's action on an article, taken only on the version they were shown (article-versions.repository.ts):
   * `change` writes only while `guard` holds, and when it wrote nothing because the content moved on, the
   * decision is refused. Recorded when it changed something, or `always`.
   */
  async function moderate(
    editor: Viewer,
    id: string,
    action: Moderation,
    guard: DecisionGuard | undefined,
    /** Makes the change; `onEditOnly` when it was the edit in review's alone. */
    change: (row: ArticleRow, onEditOnly: () => void) => Promise<number>,
    details: Record<string, unknown> = {},
    always = false,
    notify?: (row: ArticleRow) => Promise<void>,
  ): Promise<{ modifiedCount: number }> {
    const row = await articles.readable(editor, id);
    let editOnly = false;
    const modifiedCount = await change(row, () => {
      editOnly = true;
    });
    if (!modifiedCount && guard) await refuseIfMoved(row.id, guard);
    if (modifiedCount) await changed(row, editOnly);
    // An editor deciding on their own article is allowed (a small desk may have one editor) but never
    // silent: the audit entry says so (docs/security.md#decisions-bound-to-what-was-reviewed).
    const own = row.authorId === editor.id ? { selfDecision: true } : {};
    if (modifiedCount || always) await record(editor, action, row, { title: row.title, ...details, ...own });
    if (modifiedCount && notify) await notify(row);
    return { modifiedCount };
  }

  /** A decision that wrote nothing because its condition no longer holds is refused (article-versions.repository.ts). */
  async function refuseIfMoved(id: string, guard: DecisionGuard) {
    if (!(await repository.holds(id, guard.condition))) throw guard.refusal();
  }

  async function approve(editor: Viewer, id: string, version?: string) {
    const guard = decisionGuard(version, true);
    let edit = false;
    return moderate(
      editor,
      id,
      'article.approve',
      guard,
      async (row) => {
        edit = row.status === 'approve';
        if (edit) return revisions.approveEdit(row.id, guard?.condition);
        const approved = await repository.approve(row.id, guard?.condition);
        if (approved) await revisions.keepLive(row.id, row.authorId);
        return approved;
      },
      {},
      false,
      // The author hears the title as it is now: an approved edit's, when it changed the title.
      async (row) => {
        if (!edit) return mails.notifyApproved(row);
        const live = await repository.findById(row.id);
        await mails.notifyEditApproved({ ...row, title: live?.title ?? row.title });
      },
    );
  }

  async function decline(editor: Viewer, id: string, reason: string, version?: string) {
    const guard = decisionGuard(version, false);
    let editTitle: string | undefined;
    return moderate(
      editor,
      id,
      'article.decline',
      guard,
      async (row, onEditOnly) => {
        const open = row.status === 'approve' ? await revisions.open(row.id) : undefined;
        if (open && (await revisions.declineEdit(row.id, reason, guard?.condition))) {
          editTitle = open.title;
          onEditOnly();
          return 1;
        }
        return repository.decline(row.id, reason, guard?.condition);
      },
      { reason },
      true,
      (row) =>
        editTitle === undefined
          ? mails.notifyDeclined(row, reason)
          : mails.notifyEditDeclined({ ...row, title: editTitle }, reason),
    );
  }

  return {
    /** A new article waits for the editors (status pending). */
    async create(author: Viewer, fields: ArticleFields): Promise<{ insertedId: string }> {
      const input = contentOf(fields);
      await checkReferences(input);
      const insertedId = await repository.create(author.id, input);
      // Pending: no reader's list shows it yet.
      await articles.changed(
        articleChangeTags(insertedId, null, { ...input, authorId: author.id, status: 'pending' }),
      );
      return { insertedId };
    },

    /**
     * The author's edit goes back to the editors: of a live article as an edit in review while the approved
     * version keeps serving (docs/product.md#revisions), otherwise the article itself is pending again. An
     * editor's edit of someone else's is audited, and of a live article kept as an approved revision.
     */
    async update(viewer: Viewer, id: string, fields: ArticleFields): Promise<{ modifiedCount: number }> {
      const row = await changeable(viewer, id, TEXTS.onlyAuthorMayChange);
      const input = contentOf(fields, row);
      await checkReferences(input);
      const byEditor = isEditor(viewer) && viewer.id !== row.authorId;
      const live = row.status === 'approve';
      if (live && !byEditor) {
        const modifiedCount = await revisions.saveEdit(row.id, input, viewer.id);
        if (modifiedCount) await changed(row, true);
        return { modifiedCount };
      }
      const modifiedCount = await repository.update(row.id, input, !byEditor);
      if (byEditor && live && modifiedCount) await revisions.keepLive(row.id, viewer.id);
      if (modifiedCount) await changed(row);
      if (byEditor) await record(viewer, 'article.update', row, { title: input.title });
      return { modifiedCount };
    },

    /** The author or an editor deletes; an editor deleting someone else's article is audited. */
    async remove(viewer: Viewer, id: string): Promise<{ deletedCount: number }> {
      const row = await changeable(viewer, id, TEXTS.onlyAuthorMayDelete);
      const deletedCount = await repository.remove(row.id);
      if (deletedCount) await articles.changed(articleChangeTags(row.id, row, null));
      if (viewer.id !== row.authorId) await record(viewer, 'article.delete', row, { title: row.title });
      return { deletedCount };
    },

    /**
     * Approves: a live article's edit in review replaces the live version, which is kept; an article not yet
     * live goes live, its first approved revision kept. The author hears of it.
     */
    approve,

    makePremium: (editor: Viewer, id: string, version?: string) => {
      const guard = decisionGuard(version, false);
      return moderate(editor, id, 'article.premium', guard, (row) =>
        repository.makePremium(row.id, true, guard?.condition),
      );
    },

    /** A premium article is free again, for every reader; recorded when it was premium. */
    makeFree: (editor: Viewer, id: string) =>
      moderate(editor, id, 'article.free', undefined, (row) => repository.makePremium(row.id, false)),

    /**
     * Declines with a reason the author sees, by mail too; always recorded. A live article with an edit in
     * review has the edit declined and stays live; one without is taken down.
     */
    decline,

    /**
     * One decision on several articles, each taken as on its own (its own audit entry and mail) on the
     * version the editor was shown of it, one after the other; an article that is gone, or whose content
     * moved on since (`changed`), is reported, not an error.
     */
    async bulk(editor: Viewer, input: BulkModerationInput): Promise<BulkModerationResult> {
      const results: BulkModerationResult['results'] = [];
      for (const id of new Set(input.ids)) {
        const version = input.versions?.[id];
        try {
          const { modifiedCount } =
            input.action === 'approve'
              ? await approve(editor, id, version)
              : await decline(editor, id, input.reason, version);
          results.push({ id, outcome: modifiedCount ? 'done' : 'unchanged' });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          if (error.statusCode === 404) results.push({ id, outcome: 'missing' });
          else if (error.statusCode === 409 || error.statusCode === 428)
            results.push({ id, outcome: 'changed' });
          else throw error;
        }
      }
      return { results };
    },
  };
}

export type ArticleWritesService = ReturnType<typeof createArticleWritesService>;

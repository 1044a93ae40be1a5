import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import type { Revision } from '@shared/schemas/revisions';
import type { Db } from '../../db/client';
import { isEditor } from '../../lib/access';
import { articleChangeTags } from '../../lib/changes';
import { forbidden, notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import { createArticleRevisionsRepository, type RevisionRow } from './article-revisions.repository';
import { coverTextsOf } from './articles.mapper';
import type { ArticlesService } from './articles.service';

type TextDiff = typeof import('@shared/text-diff');
/** The word differ, loaded with the first history an editor opens. */
let differ: Promise<TextDiff> | undefined;

/** How many revisions the history shows, newest first. */
const HISTORY_SIZE = 50;

/**
 * A revision with its changes against `before`, diffed word by word within the request's `deadline`
 * (shared/text-diff.ts); past it, or for versions too different, the changes say the whole text changed.
 */
function toRevisionDto(
  { boundedWordDiff }: TextDiff,
  revision: RevisionRow,
  before: RevisionRow | undefined,
  deadline: number,
): Revision {
  const title = boundedWordDiff(before?.title ?? '', revision.title, deadline);
  const body = boundedWordDiff(before?.description ?? '', revision.description, deadline);
  return {
    number: revision.number,
    state: revision.state as Revision['state'],
    title: revision.title,
    ...coverTextsOf(revision),
    date: revision.createdAt.toISOString(),
    ...(revision.decidedAt ? { decidedAt: revision.decidedAt.toISOString() } : {}),
    ...(revision.writerName ? { writer: revision.writerName } : {}),
    ...(revision.restoredFrom ? { restoredFrom: revision.restoredFrom } : {}),
    ...(revision.declineReason ? { reason: revision.declineReason } : {}),
    titleDiff: title.parts,
    bodyDiff: body.parts,
    ...(title.tooDifferent || body.tooDifferent ? { tooDifferent: true } : {}),
  };
}

/** An article's history for the editors, and restoring an earlier version (docs/product.md#revisions). */
export function createArticleRevisionsService(
  db: Db,
  articles: Pick<ArticlesService, 'readable' | 'changed'>,
) {
  const revisions = createArticleRevisionsRepository(db);
  const audit = createAuditRepository(db);
  return {
    /**
     * Every revision, newest first, each with its changes against the approved one before it: for the
     * article's author and for editors (403 for another reader, even of a live article).
     */
    async history(viewer: Viewer, id: string): Promise<Revision[]> {
      const row = await articles.readable(viewer, id);
      if (!isEditor(viewer) && row.authorId !== viewer.id) throw forbidden();
      const rows = await revisions.list(row.id, HISTORY_SIZE);
      differ ??= import('@shared/text-diff');
      const textDiff = await differ;
      // However many revisions and however long, the diffs hold the event loop this long at most.
      const deadline = performance.now() + textDiff.DIFF_REQUEST_BUDGET_MS;
      return rows.map((revision, index) => {
        const before = rows.slice(index + 1).find((older) => older.state === 'approved');
        return toRevisionDto(textDiff, revision, before, deadline);
      });
    },

    /** Makes an earlier approved revision live again, as a new revision; audited. */
    async restore(
      editor: Viewer,
      id: string,
      number: number,
    ): Promise<{ modifiedCount: number; revision: number }> {
      const row = await articles.readable(editor, id);
      const revision = await revisions.restore(row.id, number, editor.id);
      if (!revision) throw notFound(NEWSROOM_TEXTS.revision);
      // The live content is the restored one now: its sections and publisher may be others.
      await articles.changed(articleChangeTags(row.id, row, await articles.readable(editor, row.id)));
      await audit.record(editor, {
        action: 'article.restore',
        targetType: 'article',
        targetId: row.id,
        details: { title: row.title, restored: number, revision },
      });
      return { modifiedCount: 1, revision };
    },
  };
}

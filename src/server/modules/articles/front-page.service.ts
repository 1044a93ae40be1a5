import { FRONT_PAGE_DESK_TEXTS } from '@shared/messages/front-page-desk';
import type { FrontPage } from '@shared/schemas/front-page';
import type { Db } from '../../db/client';
import type { Caches } from '../../lib/caches';
import { articleChangeTags, changeTags, shownArticleTags } from '../../lib/changes';
import { conflict } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import { type ArticleRow, toArticleDto } from './articles.mapper';
import type { ArticlesService } from './articles.service';
import { createFrontPageRepository } from './front-page.repository';

const TEXTS = FRONT_PAGE_DESK_TEXTS.api;

export interface FrontPageOptions {
  db: Db;
  caches: Pick<Caches, 'changed'>;
  articles: Pick<ArticlesService, 'readable'>;
}

/** What a change to an article's Live mark changes: the article, and every list that shows it. */
const liveChangeTags = (row: ArticleRow) => articleChangeTags(row.id, row);

/**
 * The front page's judgement (docs/product.md#front-page): the lead story an editor picks among the live
 * articles, and the "Live" mark of a running story. Each change is audited and names what it changed: the
 * lead, the front page (`front-page`); a Live mark, the article and the lists that show it.
 */
export function createFrontPageService({ db, caches, articles }: FrontPageOptions) {
  const frontPage = createFrontPageRepository(db);
  const audit = createAuditRepository(db);

  return {
    /** The lead story as every reader's list shows an article (a preview), or null. */
    async get(): Promise<FrontPage> {
      const row = await frontPage.lead();
      return { lead: row ? toArticleDto(row, 'preview') : null };
    },

    /** What the front page was made from: the pick, and the lead's own article and byline. */
    tags: (answer: FrontPage): string[] => [
      changeTags.frontPage,
      ...(answer.lead ? shownArticleTags(answer.lead) : []),
    ],

    /** Makes a live article the lead: 404 when there is no such article, 409 when it is not live. */
    async setLead(editor: Viewer, id: string): Promise<{ modifiedCount: number }> {
      const row = await articles.readable(editor, id);
      if (row.status !== 'approve') throw conflict(TEXTS.leadNotLive);
      const changed = await frontPage.setLead(row.id, editor.id);
      if (!changed) {
        if ((await frontPage.leadId()) === row.id) return { modifiedCount: 0 };
        // Declined or unpublished between the read and the write.
        throw conflict(TEXTS.leadNotLive);
      }
      await caches.changed([changeTags.frontPage]);
      await audit.record(editor, {
        action: 'front-page.lead',
        targetType: 'article',
        targetId: row.id,
        details: { title: row.title, ...(changed.replaced ? { replaced: changed.replaced } : {}) },
      });
      return { modifiedCount: 1 };
    },

    /** Takes the lead off the front page, which shows its newest articles first again. */
    async clearLead(editor: Viewer): Promise<{ deletedCount: number }> {
      const was = await frontPage.clearLead();
      if (!was) return { deletedCount: 0 };
      await caches.changed([changeTags.frontPage]);
      await audit.record(editor, {
        action: 'front-page.lead-clear',
        targetType: 'article',
        targetId: was,
        details: {},
      });
      return { deletedCount: 1 };
    },

    /** Marks an article (in any status: a story may run before it is approved) as Live, or takes it off. */
    async setLive(editor: Viewer, id: string, live: boolean): Promise<{ modifiedCount: number }> {
      const row = await articles.readable(editor, id);
      const changed = live ? await frontPage.markLive(row.id, editor.id) : await frontPage.unmarkLive(row.id);
      if (!changed) return { modifiedCount: 0 };
      await caches.changed(liveChangeTags(row));
      await audit.record(editor, {
        action: live ? 'article.live' : 'article.unlive',
        targetType: 'article',
        targetId: row.id,
        details: { title: row.title },
      });
      return { modifiedCount: 1 };
    },
  };
}

export type FrontPageService = ReturnType<typeof createFrontPageService>;

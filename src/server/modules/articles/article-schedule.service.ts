import { ARTICLE_API_TEXTS as TEXTS } from '@shared/messages/api-articles';
import { SCHEDULE_MAX_DAYS, type ScheduleResult } from '@shared/schemas/moderation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Caches } from '../../lib/caches';
import { articleChangeTags } from '../../lib/changes';
import { badRequest, conflict } from '../../lib/errors';
import type { JobQueue } from '../../lib/job-queue';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import type { ArticleMails } from './article-mails';
import { createArticleRevisionsRepository } from './article-revisions.repository';
import { createArticleScheduleRepository } from './article-schedule.repository';
import { decisionGuard } from './article-versions.repository';
import type { ArticlesService } from './articles.service';

/** The queue whose jobs publish scheduled articles; its cron tick sweeps up any whose job was lost. */
export const PUBLISH_QUEUE = 'article-publish';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ArticleScheduleOptions {
  db: Db;
  queue: JobQueue;
  caches: Pick<Caches, 'changed'>;
  articles: Pick<ArticlesService, 'readable'>;
  mails: Pick<ArticleMails, 'notifyApproved'>;
  log: FastifyBaseLogger;
}

/**
 * Approving an article for a later time (docs/product.md#scheduling). The article waits as pending with its
 * time, so no public read can show it early; a job of the durable queue, added for that time, makes it live
 * in one conditional update (one worker wins), keeps its first approved revision, names what it changed
 * to the caches (lib/changes.ts) and sends the author the approval mail. A minute's cron tick publishes any due article whose job was lost.
 */
export function createArticleScheduleService({
  db,
  queue,
  caches,
  articles,
  mails,
  log,
}: ArticleScheduleOptions) {
  const schedules = createArticleScheduleRepository(db);
  const revisions = createArticleRevisionsRepository(db);
  const audit = createAuditRepository(db);

  async function publishDue(): Promise<number> {
    const published = await schedules.publishDue();
    if (published.length === 0) return 0;
    // Readers see the article at once, on this process and (through the caches' channel) the others.
    await caches.changed(
      published.flatMap((row) =>
        articleChangeTags(row.id, { ...row, status: 'pending' }, { ...row, status: 'approve' }),
      ),
    );
    for (const row of published) {
      await revisions.keepLive(row.id, row.authorId);
      await mails.notifyApproved(row);
    }
    log.info({ articles: published.map((row) => row.id) }, 'scheduled articles were published');
    return published.length;
  }

  queue.define<{ articleId?: string }>({
    name: PUBLISH_QUEUE,
    retryLimit: 10,
    retryDelaySeconds: 5,
    cron: '* * * * *',
    handler: async () => void (await publishDue()),
  });

  /** The time asked for, if it is ahead and not too far; a clear 400 otherwise. */
  function checkTime(publishAt: Date): void {
    const now = Date.now();
    const field = { publishAt: TEXTS.scheduleField(SCHEDULE_MAX_DAYS) };
    if (publishAt.getTime() <= now) throw badRequest(TEXTS.schedulePast, field);
    if (publishAt.getTime() > now + SCHEDULE_MAX_DAYS * DAY_MS)
      throw badRequest(TEXTS.scheduleTooFar(SCHEDULE_MAX_DAYS), field);
  }

  return {
    /**
     * Approves a pending (or declined) article for `publishAt`, or moves its time, on the version the editor
     * was shown; audited. A live article is refused (409): its edit in review is approved now.
     */
    async schedule(editor: Viewer, id: string, publishAt: Date, version?: string): Promise<ScheduleResult> {
      checkTime(publishAt);
      const row = await articles.readable(editor, id);
      if (row.status === 'approve') throw conflict(TEXTS.scheduleLive);
      // Approving for later publishes too: only the version the editor was shown (article-versions.repository.ts).
      const guard = decisionGuard(version, true);
      const modifiedCount = await schedules.schedule(row.id, publishAt, guard?.condition);
      if (!modifiedCount) {
        if (guard && !(await schedules.holds(row.id, guard.condition))) throw guard.refusal();
        throw conflict(TEXTS.scheduleLive);
      }
      // Still pending, so no list shows it: the article alone, which the editors read with its time.
      await caches.changed(articleChangeTags(row.id));
      const at = publishAt.toISOString();
      await audit.record(editor, {
        action: 'article.schedule',
        targetType: 'article',
        targetId: row.id,
        details: {
          title: row.title,
          publishAt: at,
          ...(row.authorId === editor.id ? { selfDecision: true } : {}),
        },
      });
      // A job for this time; one for an earlier time finds nothing due then and does nothing.
      await queue.send(PUBLISH_QUEUE, { articleId: row.id }, { startAfter: publishAt });
      return { modifiedCount, publishAt: at };
    },

    /** Takes the time off a scheduled article: it waits for review again; audited when it changed. */
    async unschedule(editor: Viewer, id: string): Promise<{ modifiedCount: number }> {
      const row = await articles.readable(editor, id);
      const modifiedCount = await schedules.unschedule(row.id);
      if (modifiedCount) {
        await caches.changed(articleChangeTags(row.id));
        await audit.record(editor, {
          action: 'article.unschedule',
          targetType: 'article',
          targetId: row.id,
          details: { title: row.title },
        });
      }
      return { modifiedCount };
    },

    /** Publishes every scheduled article whose time has come (what the queue's jobs run). */
    publishDue,
  };
}

export type ArticleScheduleService = ReturnType<typeof createArticleScheduleService>;

import { MAIL_TEXTS } from '@shared/messages/mail';
import { paths } from '@shared/paths';
import {
  ISSUE_MAX_ARTICLES,
  type NewsletterIssue,
  type NewsletterIssueInput,
  type NewsletterPreview,
  newsletterIssueInputSchema,
  type PublicNewsletterIssue,
} from '@shared/schemas/newsletter-issues';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/job-queue';
import type { Viewer } from '../../types';
import type { MailService, NewMail } from '../mail/mail.service';
import { createNewsletterRepository } from './newsletter.repository';
import { createIssueMail } from './newsletter-issue-mail';
import { createNewsletterIssuesRepository, type IssueRow } from './newsletter-issues.repository';

/** The queue whose job turns a sent issue into one message per subscriber. */
export const ISSUE_QUEUE = 'newsletter-issue';
/** Recipients stored per round of an issue's fan-out. */
const RECIPIENTS_PER_ROUND = 1000;

/**
 * Newsletter issues (docs/product.md#the-newsletter): an editor composes one from approved articles,
 * previews it, sends a test to themself, then schedules or sends it. Sending stores one message per
 * confirmed, non-bouncing subscriber (idempotency key: issue and address) in a job of the durable queue,
 * which a crash only delays: the job runs again and stores what is missing.
 */
export function createNewsletterIssuesService({
  db,
  mail,
  queue,
  config,
  log,
}: {
  db: Db;
  mail: MailService;
  queue: JobQueue;
  config: Pick<Config, 'publicUrl' | 'siteName' | 'mailFrom'>;
  log: FastifyBaseLogger;
}) {
  const issues = createNewsletterIssuesRepository(db);
  const subscribers = createNewsletterRepository(db);
  const issueMail = createIssueMail({ mail, issues, subscribers, config });
  const { renderIssue, webVersion, teaser, absolute, articlesOf } = issueMail;

  /** Stores one message per recipient (what a crash left out), then hands the waiting ones to the queue. */
  async function fanOut(issueId: string): Promise<void> {
    let issue = await issues.byId(issueId);
    if (!issue) return;
    if (issue.state === 'scheduled') {
      // A scheduled issue's job: it goes out unless it was moved to a later time since.
      if (issue.sendAt && issue.sendAt.getTime() > Date.now() + 1000) return;
      issue = (await issues.move(issueId, ['scheduled'], 'sending', { sentAt: new Date() })) ?? issue;
    }
    if (issue.state !== 'sending') return;
    let round: NewMail[] = [];
    let recipients = 0;
    for await (const subscriber of subscribers.recipients(RECIPIENTS_PER_ROUND)) {
      round.push({
        key: `newsletter:${issueId}:${subscriber.email.toLowerCase()}`,
        kind: 'newsletter-issue',
        to: subscriber.email,
        data: { issueId, token: subscriber.unsubscribeToken },
        issueId,
      });
      if (round.length === RECIPIENTS_PER_ROUND) {
        await mail.storeMany(round);
        recipients += round.length;
        round = [];
      }
    }
    await mail.storeMany(round);
    recipients += round.length;
    const queued = await mail.queueWaiting(issueId);
    await issues.move(issueId, ['sending'], 'sent');
    log.info({ issueId, recipients, queued }, 'a newsletter issue was queued for its subscribers');
  }

  queue.define<{ issueId: string }>({
    name: ISSUE_QUEUE,
    retryLimit: 10,
    retryDelaySeconds: 5,
    handler: async (jobs) => {
      for (const job of jobs) await fanOut(job.data.issueId);
    },
  });

  async function counts(ids: string[]) {
    const byIssue = await mail.countsByIssue(ids);
    return (id: string) => {
      const c = byIssue.get(id) ?? {};
      return {
        queued: (c.queued ?? 0) + (c.sending ?? 0),
        sent: c.sent ?? 0,
        failed: (c.failed ?? 0) + (c.bounced ?? 0),
      };
    };
  }

  /** Only an issue not yet sent is told its audience, counted once per answer. */
  const unsent = (issue: IssueRow) => issue.state === 'draft' || issue.state === 'scheduled';

  async function view(
    issue: IssueRow,
    countsOf?: Awaited<ReturnType<typeof counts>>,
    audience?: number,
  ): Promise<NewsletterIssue> {
    const list = await articlesOf(issue);
    const countFor = countsOf ?? (await counts([issue.id]));
    const recipients = unsent(issue) ? (audience ?? (await subscribers.recipientCount())) : undefined;
    return {
      id: issue.id,
      subject: issue.subject,
      intro: issue.intro,
      state: issue.state as NewsletterIssue['state'],
      articles: list.map(({ id, title, isPremium }) => ({ id, title, isPremium })),
      sendAt: issue.sendAt?.toISOString() ?? null,
      sentAt: issue.sentAt?.toISOString() ?? null,
      createdAt: issue.createdAt.toISOString(),
      counts: countFor(issue.id),
      ...(recipients === undefined ? {} : { recipients }),
    };
  }

  async function existing(id: string) {
    const issue = await issues.byId(id);
    if (!issue) throw notFound('Issue');
    return issue;
  }

  /** The articles an issue is made of: the pick (approved ones only), or everything new. */
  async function articleIdsFor(input: ReturnType<typeof newsletterIssueInputSchema.parse>) {
    const chosen = input.sinceLastIssue
      ? await issues.sinceLastIssue(ISSUE_MAX_ARTICLES)
      : await issues.approvedArticles([...new Set(input.articleIds)]);
    if (!input.sinceLastIssue && chosen.length !== new Set(input.articleIds).size)
      throw badRequest('Only approved articles can go into an issue.', {
        articleIds: 'must be approved articles',
      });
    if (chosen.length === 0)
      throw badRequest(
        input.sinceLastIssue
          ? 'No article has been approved since the last issue.'
          : 'Pick at least one approved article.',
        { articleIds: 'must name at least one approved article' },
      );
    return chosen.map((article) => article.id);
  }

  return {
    async list(): Promise<NewsletterIssue[]> {
      const rows = await issues.list();
      const countsOf = await counts(rows.map((row) => row.id));
      const audience = rows.some(unsent) ? await subscribers.recipientCount() : undefined;
      return Promise.all(rows.map((row) => view(row, countsOf, audience)));
    },

    get: async (id: string) => view(await existing(id)),

    async create(editor: Viewer, input: NewsletterIssueInput): Promise<NewsletterIssue> {
      const parsed = newsletterIssueInputSchema.parse(input);
      const articleIds = await articleIdsFor(parsed);
      return view(
        await issues.create({
          subject: parsed.subject,
          intro: parsed.intro,
          articleIds,
          createdBy: editor.id,
        }),
      );
    },

    async update(id: string, input: NewsletterIssueInput): Promise<NewsletterIssue> {
      const issue = await existing(id);
      if (issue.state !== 'draft') throw conflict('Only a draft can be changed.');
      const parsed = newsletterIssueInputSchema.parse(input);
      const articleIds = await articleIdsFor(parsed);
      const updated = await issues.updateDraft(id, {
        subject: parsed.subject,
        intro: parsed.intro,
        articleIds,
      });
      if (!updated) throw conflict('Only a draft can be changed.');
      return view(updated);
    },

    /** The issue as a subscriber will read it (with a stand-in unsubscribe link). */
    async preview(id: string): Promise<NewsletterPreview> {
      const issue = await existing(id);
      const { subject, html, text } = await renderIssue(issue, [
        webVersion(issue),
        { label: MAIL_TEXTS.footer.unsubscribe, url: absolute(paths.unsubscribe) },
      ]);
      return { subject, html, text };
    },

    /** A test of the issue to the editor's own address, now. */
    async sendTest(editor: Viewer, id: string): Promise<{ sentTo: string }> {
      await existing(id);
      await mail.send({
        kind: 'newsletter-issue',
        to: editor.email,
        key: `newsletter-test:${id}:${editor.id}:${Date.now()}`,
        data: { issueId: id, test: true },
      });
      return { sentTo: editor.email };
    },

    /** Sends an issue now, or schedules it; a draft or a scheduled issue only. */
    async send(id: string, sendAt?: Date): Promise<NewsletterIssue> {
      const issue = await existing(id);
      if (issue.state !== 'draft' && issue.state !== 'scheduled')
        throw conflict('This issue has been sent already.');
      if (sendAt && sendAt.getTime() <= Date.now())
        throw badRequest('The time to send must be in the future.', { sendAt: 'must be in the future' });
      const moved = sendAt
        ? await issues.move(id, ['draft', 'scheduled'], 'scheduled', { sendAt })
        : await issues.move(id, ['draft', 'scheduled'], 'sending', { sendAt: null, sentAt: new Date() });
      if (!moved) throw conflict('This issue has been sent already.');
      issueMail.forget(id);
      await queue.send(ISSUE_QUEUE, { issueId: id }, sendAt ? { startAfter: sendAt } : {});
      return view(moved);
    },

    /** A sent issue as its public web version shows it; 404 for any other. */
    async publicIssue(id: string): Promise<PublicNewsletterIssue> {
      const issue = await issues.byId(id);
      if (!issue?.sentAt || (issue.state !== 'sent' && issue.state !== 'sending')) throw notFound('Issue');
      const list = await articlesOf(issue);
      return {
        id: issue.id,
        subject: issue.subject,
        intro: issue.intro,
        sentAt: issue.sentAt.toISOString(),
        articles: list.map((article) => ({
          id: article.id,
          title: article.title,
          teaser: teaser(article),
          isPremium: article.isPremium,
          image: article.image.startsWith('/') && !article.image.startsWith('//') ? article.image : '',
        })),
      };
    },

    /** Approved articles to pick from, newest first. */
    candidates: async () =>
      (await issues.candidates(100)).map(({ id, title, isPremium, createdAt }) => ({
        id,
        title,
        isPremium,
        createdAt: createdAt.toISOString(),
      })),
  };
}

export type NewsletterIssuesService = ReturnType<typeof createNewsletterIssuesService>;

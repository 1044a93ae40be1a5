import { MAIL_TEXTS } from '@shared/messages/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import type { JobQueue, QueuedJob } from '../../lib/job-queue';
import { failureText, isPermanentFailure, type Mailer } from '../../lib/mailer';
import { createMailRepository, type MailRow, type NewMail } from './mail.repository';
import type { RenderedMail } from './mail-rendering';
import type { MailFrame } from './templates/mail-layout';

export type { NewMail } from './mail.repository';

/** What a kind of message is: how it is rendered, and whom it may still reach when its turn comes. */
export interface MailKind<D> {
  /**
   * Mail the reader asked for just now (a confirmation link, a reset link) also goes to an address that
   * bounced before; a delivery clears the mark. Everything else skips a bouncing address.
   */
  requested?: boolean;
  render(data: D, message: MailRow): Promise<RenderedMail>;
  /** Whether the message is still wanted (a subscriber who left since it was queued gets nothing). */
  stillWanted?(message: MailRow): Promise<boolean>;
}

export const MAIL_QUEUE = 'mail';
/** A message that failed for a reason worth another try is tried this often in all before it counts as failed. */
export const MAX_ATTEMPTS = 8;
/** Messages sent at once by one process; SMTP's pool has as many connections. */
const SENDS_AT_ONCE = 3;

type DeliverJob = { id: string } | { message: NewMail };

export interface MailServiceOptions {
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  config: Pick<Config, 'siteName' | 'publicUrl' | 'jobTimeoutSeconds'>;
  log: FastifyBaseLogger;
  /** The first pause before a failed message is tried again (doubling each time). */
  retryDelaySeconds?: number;
}

/**
 * Outgoing mail (docs/decisions/0018-mail-queue-on-pg-boss.md): every message is a row with its own state and
 * idempotency key, delivered by jobs of the durable queue. A message is taken by one process at a time;
 * a 5xx answer marks the address bouncing, anything else is tried again with a doubling pause.
 */
export function createMailService({
  db,
  queue,
  mailer,
  config,
  log,
  retryDelaySeconds = 15,
}: MailServiceOptions) {
  const repository = createMailRepository(db);
  const kinds = new Map<string, MailKind<never>>();
  const messageHost = new URL(config.publicUrl).hostname;
  // A send that outlives its job is presumed dead along with it.
  const leaseSeconds = config.jobTimeoutSeconds;

  async function deliver(job: QueuedJob<DeliverJob>): Promise<void> {
    const id = 'id' in job.data ? job.data.id : (await repository.ensure(job.data.message)).id;
    const message = await repository.claim(id, leaseSeconds);
    // Sent, bounced or given up already, or another process is sending it now.
    if (!message) return;
    const kind = kinds.get(message.kind);
    if (!kind) return void (await repository.failed(id, `no template for ${message.kind}`));
    if (!kind.requested && (await repository.isSuppressed(message.to)))
      return void (await repository.skipped(id, 'the address bounces'));
    if (kind.stillWanted && !(await kind.stillWanted(message)))
      return void (await repository.skipped(id, 'no longer wanted'));

    let rendered: RenderedMail;
    try {
      rendered = await kind.render(message.data as never, message);
    } catch (error) {
      log.error({ err: error, kind: message.kind, id }, 'a message could not be rendered');
      return void (await repository.failed(id, failureText(error)));
    }
    try {
      await mailer.send({
        to: message.to,
        ...rendered,
        messageId: `${message.id}@${messageHost}`,
        queuedAt: message.createdAt,
      });
    } catch (error) {
      const reason = failureText(error);
      if (isPermanentFailure(error)) {
        log.warn({ id, kind: message.kind, reason }, 'the receiving server refused a message for good');
        await repository.bounced(id, reason);
        await repository.suppress(message.to, reason);
        return;
      }
      if (message.attempts >= MAX_ATTEMPTS) {
        log.error({ id, kind: message.kind, reason }, 'a message failed on every attempt');
        return void (await repository.failed(id, reason));
      }
      log.warn(
        { id, kind: message.kind, reason, attempt: message.attempts },
        'a message will be tried again',
      );
      await repository.retry(id, reason);
      await queue.fail(MAIL_QUEUE, job.id, error);
      return;
    }
    await repository.sent(id);
    if (kind.requested) await repository.unsuppress(message.to);
  }

  queue.define<DeliverJob>({
    name: MAIL_QUEUE,
    retryLimit: MAX_ATTEMPTS + 2,
    retryDelaySeconds,
    batchSize: 12,
    handler: async (jobs) => {
      const waiting = [...jobs];
      const lane = async () => {
        for (let job = waiting.shift(); job; job = waiting.shift()) await deliver(job);
      };
      await Promise.all(Array.from({ length: SENDS_AT_ONCE }, lane));
    },
  });

  return {
    defineKind<D>(name: string, kind: MailKind<D>) {
      kinds.set(name, kind as MailKind<never>);
    },

    /** Queues one message; the same key queued again is the same message, sent once. */
    async send<D extends Record<string, unknown>>(message: {
      kind: string;
      to: string;
      key: string;
      data: D;
    }) {
      await queue.send<DeliverJob>(MAIL_QUEUE, { message });
    },

    /**
     * Stores many messages (one per recipient of an issue); keys stored already are left as they are, so
     * storing again after a crash adds only what was missing. Nothing is sent until `queueWaiting`.
     */
    storeMany: (messages: NewMail[]) => repository.insertMany(messages),

    /**
     * Hands every message of an issue still waiting to the queue (again, after a crash: a message sent
     * already is not sent again, one being sent is claimed by one process only). Returns how many.
     */
    async queueWaiting(issueId: string): Promise<number> {
      const ids = await repository.waitingIds(issueId);
      for (let start = 0; start < ids.length; start += 500)
        await queue.sendMany<DeliverJob>(
          MAIL_QUEUE,
          ids.slice(start, start + 500).map((id) => ({ id })),
        );
      return ids.length;
    },

    countsByIssue: repository.countsByIssue,

    /** The frame every message is drawn in: the site's name and address, and why the reader gets it. */
    frame(
      reason: 'account' | 'newsletter',
      footerLinks?: MailFrame['footerLinks'],
    ): Omit<MailFrame, 'preview'> {
      return {
        siteName: config.siteName,
        publicUrl: config.publicUrl,
        footer: MAIL_TEXTS.footer[reason](config.siteName),
        ...(footerLinks ? { footerLinks } : {}),
      };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;

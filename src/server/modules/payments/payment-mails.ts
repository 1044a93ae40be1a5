import { MAIL_TEXTS } from '@shared/messages/mail';
import { refundMail, renewalChangedMail, renewalFailedMail } from '@shared/messages/subscriptions';
import { paths } from '@shared/paths';
import { formatDollars, planById, planPeriodLabel } from '@shared/plans';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/job-queue';
import type { MailService } from '../mail/mail.service';
import { renderNotice } from '../mail/mail-rendering';
import { createUsersRepository } from '../users/users.repository';
import type { PaymentRecord } from './payments.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminder goes this long before premium ends. */
export const REMINDER_DAYS = 3;
/** The "premium has ended" note goes to readers whose premium ended at most this long ago. */
const ENDED_WITHIN_DAYS = 7;
const READERS_PER_PAGE = 500;
export const PREMIUM_REMINDERS_QUEUE = 'premium-reminders';

/** A moment as the mails name it: "4 December 2026, 14:05 UTC". */
export const mailDate = (date: Date | string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(date))} UTC`;

type Reader = { name: string; until: string };

/**
 * The mails about a reader's premium (docs/product.md#subscriptions-and-payments): a receipt for every
 * payment, and a daily job that tells readers their premium ends in three days, then that it has ended —
 * once per period, however often the job runs and however many processes run it.
 */
export function createPaymentMails(
  db: Db,
  mail: MailService,
  queue: JobQueue,
  { siteName, publicUrl }: Pick<Config, 'siteName' | 'publicUrl'>,
) {
  const users = createUsersRepository(db);
  const frame = () => mail.frame('account');
  const plansUrl = `${publicUrl}${paths.subscription(planById('premium')?.price ?? 29.99)}`;

  mail.defineKind<Parameters<typeof MAIL_TEXTS.receipt>[2] & { name: string }>('payment-receipt', {
    render: ({ name, ...details }) =>
      renderNotice(
        MAIL_TEXTS.receipt(siteName, name, details, `${publicUrl}${paths.myPaymentHistory}`),
        frame(),
      ),
  });
  type RenewalChange = Parameters<typeof renewalChangedMail>[2] & { name: string };
  mail.defineKind<RenewalChange>('renewal-changed', {
    render: ({ name, ...change }) =>
      renderNotice(
        renewalChangedMail(siteName, name, change, `${publicUrl}${paths.myPaymentHistory}`),
        frame(),
      ),
  });
  type RenewalFailure = Parameters<typeof renewalFailedMail>[2] & { name: string };
  mail.defineKind<RenewalFailure>('renewal-failed', {
    render: ({ name, ...failure }) =>
      renderNotice(
        renewalFailedMail(siteName, name, failure, `${publicUrl}${paths.myPaymentHistory}`),
        frame(),
      ),
  });
  type Refund = Parameters<typeof refundMail>[2] & { name: string };
  mail.defineKind<Refund>('payment-refunded', {
    render: ({ name, ...refund }) =>
      renderNotice(refundMail(siteName, name, refund, `${publicUrl}${paths.myPaymentHistory}`), frame()),
  });
  mail.defineKind<Reader>('premium-ending', {
    render: (data) =>
      renderNotice(MAIL_TEXTS.premiumEnding(siteName, data.name, data.until, plansUrl), frame()),
  });
  mail.defineKind<Reader>('premium-ended', {
    render: (data) =>
      renderNotice(MAIL_TEXTS.premiumEnded(siteName, data.name, data.until, plansUrl), frame()),
  });

  /** Queues `kind` for every reader whose premium ends in [from, to); one mail per reader and end date. */
  async function remind(kind: 'premium-ending' | 'premium-ended', from: Date, to: Date): Promise<number> {
    let after = '';
    let queued = 0;
    for (;;) {
      const readers = await users.premiumEndingBetween(
        from,
        to,
        after,
        READERS_PER_PAGE,
        kind === 'premium-ending',
      );
      for (const reader of readers) {
        if (!reader.premiumUntil) continue;
        await mail.send({
          kind,
          to: reader.email,
          // The period is named by its end: a reader who renews has a new one, and hears about it in turn.
          key: `${kind}:${reader.id}:${reader.premiumUntil.toISOString()}`,
          data: { name: reader.name, until: mailDate(reader.premiumUntil) },
        });
        queued++;
      }
      const last = readers.at(-1);
      if (!last || readers.length < READERS_PER_PAGE) return queued;
      after = last.id;
    }
  }

  /** The daily pass: reminders for premium ending within three days, notes for premium ended this week. */
  async function sendReminders(now = new Date()) {
    const ending = await remind('premium-ending', now, new Date(now.getTime() + REMINDER_DAYS * DAY_MS));
    const ended = await remind('premium-ended', new Date(now.getTime() - ENDED_WITHIN_DAYS * DAY_MS), now);
    return { ending, ended };
  }

  queue.define<object>({
    name: PREMIUM_REMINDERS_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 60,
    // Every day at 08:00 UTC.
    cron: '0 8 * * *',
    handler: async () => {
      await sendReminders();
    },
  });

  return {
    /** The receipt of a recorded payment; asked for again (a retried confirmation), it is still one mail. */
    async sendReceipt(payment: PaymentRecord) {
      await mail.send({
        kind: 'payment-receipt',
        to: payment.email,
        key: `payment-receipt:${payment.id}`,
        data: {
          name: payment.name,
          plan: planById(payment.plan)?.name ?? payment.plan,
          days: planPeriodLabel(payment.plan, payment.days).split(' · ')[1] ?? `${payment.days} days`,
          amount: formatDollars(payment.amountCents),
          transactionId: payment.transactionId,
          premiumUntil: mailDate(payment.premiumUntil),
          date: mailDate(payment.createdAt),
        },
      });
    },
    /** Confirms a cancel or a resume of the reader's renewal: one mail per change (`changeId`). */
    async sendRenewalChanged(to: string, changeId: string, change: RenewalChange) {
      await mail.send({ kind: 'renewal-changed', to, key: `renewal-changed:${changeId}`, data: change });
    },
    /** Tells the reader a renewal's charge failed: one mail per failed try (`failureId`). */
    async sendRenewalFailed(to: string, failureId: string, failure: RenewalFailure) {
      await mail.send({ kind: 'renewal-failed', to, key: `renewal-failed:${failureId}`, data: failure });
    },
    /** Tells the reader a payment was refunded (and a renewal stopped with it): one mail per payment. */
    async sendRefunded(to: string, paymentId: string, refund: Refund) {
      await mail.send({ kind: 'payment-refunded', to, key: `payment-refunded:${paymentId}`, data: refund });
    },
    /** The "premium has ended" note, keyed as the daily pass keys it, so the reader hears it once. */
    async sendPremiumEnded(reader: { id: string; email: string; name: string }, until: Date) {
      await mail.send({
        kind: 'premium-ended',
        to: reader.email,
        key: `premium-ended:${reader.id}:${until.toISOString()}`,
        data: { name: reader.name, until: mailDate(until) },
      });
    },
    sendReminders,
  };
}

export type PaymentMails = ReturnType<typeof createPaymentMails>;

import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_API_TEXTS } from '@shared/messages';
import { SUBSCRIPTION_TEXTS as TEXTS } from '@shared/messages/subscriptions';
import { formatDollars } from '@shared/plans';
import type { MySubscription, Subscription } from '@shared/schemas/subscriptions';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import type { Caches } from '../../lib/caches';
import { changeTags } from '../../lib/changes';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createUsersRepository } from '../users/users.repository';
import { mailDate, type PaymentMails } from './payment-mails';
import type { PaymentProvider, ProviderIntent } from './payment-provider';
import { createPaymentsRepository, type PaymentRecord } from './payments.repository';
import {
  createSubscriptionsRepository,
  type RenewalFailure,
  type SubscriptionRecord,
} from './subscriptions.repository';

const DAY_MS = 86_400_000;
/** A failed renewal is tried again this many days after its period ended (docs/product.md#subscriptions-and-payments). */
export const RETRY_DAYS = [1, 3, 5] as const;
/** Premium continues this many days past an unpaid period's end while the charge is retried. */
export const GRACE_DAYS = 7;
const after = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
/** However far the test clock moves, one move charges at most this many renewals. */
const MAX_RENEWALS_PER_MOVE = 400;

export function toSubscriptionDto(row: SubscriptionRecord): Subscription {
  return {
    _id: row.id,
    plan: row.plan,
    days: row.days,
    amount: row.amountCents / 100,
    provider: row.provider === 'stripe' ? 'stripe' : 'test',
    state:
      row.status === 'lapsed' || (row.graceEndsAt && row.graceEndsAt <= new Date())
        ? 'lapsed'
        : row.cancelAtPeriodEnd
          ? 'cancelled'
          : row.status === 'past_due'
            ? 'past_due'
            : 'renewing',
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    renewals: row.renewals,
    retryAt:
      row.status === 'past_due' && !row.cancelAtPeriodEnd ? (row.nextRetryAt?.toISOString() ?? null) : null,
    graceEndsAt: row.graceEndsAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

const amountMismatch = () =>
  new AppError(400, ERROR_CODES.AMOUNT_MISMATCH, ACCOUNT_API_TEXTS.paymentAmountNotPlan);

/**
 * Automatic renewals (docs/product.md#subscriptions-and-payments): started by a payment the reader chose to
 * renew, each renewal recorded once per provider event (Stripe's `invoice.paid`, or the test provider's
 * clock) with its receipt, cancelled or resumed in one call, effective at the end of the paid period.
 */
export function createRenewals(
  db: Db,
  provider: PaymentProvider,
  mails: Pick<PaymentMails, 'sendReceipt' | 'sendRenewalChanged' | 'sendRenewalFailed' | 'sendPremiumEnded'>,
  caches: Pick<Caches, 'changed'>,
  options: { production: boolean },
) {
  const repository = createSubscriptionsRepository(db);
  const users = createUsersRepository(db);
  const paymentRecords = createPaymentsRepository(db);

  /**
   * Records one renewal of `subscription` for the provider's event `transactionId`, and mails its receipt.
   * A test-clock charge (`onlyWhileRenewing`) of a renewal stopped meanwhile records nothing.
   */
  async function renew(
    subscription: SubscriptionRecord,
    transactionId: string,
    amountCents: number,
    onlyWhileRenewing = false,
  ) {
    const reader = await users.findById(subscription.userId);
    if (!reader) throw notFound(ACCOUNT_API_TEXTS.subjects.user);
    const recorded = await repository.recordRenewal(
      subscription.id,
      {
        userId: reader.id,
        name: reader.name,
        email: reader.email,
        transactionId,
        provider: subscription.provider,
        plan: subscription.plan,
        days: subscription.days,
        amountCents,
      },
      onlyWhileRenewing,
    );
    if (!recorded) return { created: false };
    if (recorded.created) await caches.changed([changeTags.user(reader.id)]);
    await mails.sendReceipt(recorded.payment);
    return recorded;
  }

  /**
   * Records a failed charge of `subscription`'s current period, once per try, and tells the reader by mail.
   * False when it was stale (see the repository's recordFailure).
   */
  async function fail(subscription: SubscriptionRecord, failure: RenewalFailure) {
    const updated = await repository.recordFailure(subscription.id, subscription.currentPeriodEnd, failure);
    if (!updated?.graceEndsAt) return false;
    const reader = await users.findById(subscription.userId);
    if (!reader) return true;
    await caches.changed([changeTags.user(reader.id)]);
    await mails.sendRenewalFailed(reader.email, `${failure.transactionId}:${failure.attempt}`, {
      name: reader.name,
      amount: formatDollars(subscription.amountCents),
      period: TEXTS.periodName(subscription.days),
      retryOn: updated.nextRetryAt ? mailDate(updated.nextRetryAt) : null,
      graceUntil: mailDate(updated.graceEndsAt),
    });
    return true;
  }

  /** Ends a renewal whose charge failed; a past-due one's premium ends with it, and the reader is told. */
  async function lapse(subscription: SubscriptionRecord) {
    const lapsed = await repository.lapse(subscription.id, subscription.currentPeriodEnd);
    if (!lapsed) return false;
    const reader = await users.findById(subscription.userId);
    if (reader) await caches.changed([changeTags.user(reader.id)]);
    if (reader?.premiumUntil && subscription.status === 'past_due' && reader.premiumUntil <= new Date())
      await mails.sendPremiumEnded(reader, reader.premiumUntil);
    return true;
  }

  async function own(viewer: Viewer) {
    const row = await repository.findByUser(viewer.id);
    if (!row) throw notFound(TEXTS.subjects.subscription);
    return row;
  }

  /** Cancels (or resumes) at the end of the period; asked again, it changes nothing and mails nothing. */
  async function setCancel(viewer: Viewer, cancel: boolean): Promise<Subscription> {
    const row = await own(viewer);
    if (row.status === 'lapsed') throw conflict(TEXTS.api.lapsed, ERROR_CODES.CONFLICT);
    if (row.cancelAtPeriodEnd === cancel) return toSubscriptionDto(row);
    if (row.provider === provider.kind)
      await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, cancel);
    const updated = await repository.setCancelAtPeriodEnd(row.id, cancel);
    if (!updated) throw conflict(TEXTS.api.lapsed, ERROR_CODES.CONFLICT);
    await mails.sendRenewalChanged(viewer.email, `${row.id}:${cancel}:${Date.now()}`, {
      name: viewer.name,
      cancelled: cancel,
      until: mailDate(updated.currentPeriodEnd),
      amount: formatDollars(updated.amountCents),
      period: TEXTS.periodName(updated.days),
    });
    return toSubscriptionDto(updated);
  }

  return {
    /** A recorded first payment that the reader chose to renew starts (or replaces) their renewal. */
    async startFrom(intent: ProviderIntent, payment: PaymentRecord) {
      if (!intent.renew || !intent.subscriptionId || !payment.userId) return;
      await repository.start({
        userId: payment.userId,
        provider: provider.kind,
        providerSubscriptionId: intent.subscriptionId,
        plan: payment.plan,
        days: payment.days,
        amountCents: payment.amountCents,
        currentPeriodEnd: payment.premiumUntil,
      });
      const started = await repository.findByProviderId(intent.subscriptionId);
      if (started) await paymentRecords.linkToSubscription(payment.id, started.id);
    },

    async mine(viewer: Viewer): Promise<MySubscription> {
      const row = await repository.findByUser(viewer.id);
      return { subscription: row ? toSubscriptionDto(row) : null };
    },

    cancel: (viewer: Viewer) => setCancel(viewer, true),
    resume: (viewer: Viewer) => setCancel(viewer, false),

    /**
     * Test mode only, never in production: moves the reader's test clock (one per subscription, as the
     * provider's test clocks are) `days` ahead and charges every renewal due by then, one event per period,
     * so two moves at once still charge each period once. With `renewalsFail` every charge tried during the
     * move fails: the renewal is past due, tried again on RETRY_DAYS, and lapses when its grace ends.
     */
    async moveTestClock(viewer: Viewer, days: number, renewalsFail = false) {
      if (options.production || provider.kind !== 'test') throw notFound(TEXTS.subjects.testClock);
      const mineNow = await own(viewer);
      let row = await repository.advanceClock(mineNow.id, days * DAY_MS);
      if (!row) throw notFound(TEXTS.subjects.subscription);
      const now = new Date(Date.now() + row.clockOffsetMs);
      const counts = { renewed: 0, failed: 0, lapsed: 0 };
      for (let pass = 0; pass < MAX_RENEWALS_PER_MOVE && row; pass++) {
        const pastDue = row.status === 'past_due';
        const due = pastDue
          ? !row.cancelAtPeriodEnd && row.nextRetryAt !== null && row.nextRetryAt <= now
          : row.status === 'active' && !row.cancelAtPeriodEnd && row.currentPeriodEnd <= now;
        const graceOver = pastDue && row.graceEndsAt !== null && row.graceEndsAt <= now;
        if (!due && !graceOver) break;
        const event = `in_test_${row.id}_${row.currentPeriodEnd.getTime()}`;
        if (!due) {
          if (await lapse(row)) counts.lapsed++;
        } else if (!renewalsFail) {
          if ((await renew(row, event, row.amountCents, true)).created) counts.renewed++;
        } else {
          const attempt = row.failedAttempts + 1;
          const retryDays = RETRY_DAYS[attempt - 1];
          const failure = {
            transactionId: event,
            attempt,
            nextRetryAt: retryDays === undefined ? null : after(row.currentPeriodEnd, retryDays),
            graceEndsAt: after(row.currentPeriodEnd, GRACE_DAYS),
          };
          if (await fail(row, failure)) counts.failed++;
        }
        row = await repository.findByUser(viewer.id);
      }
      return { now: now.toISOString(), ...counts };
    },

    /**
     * Stripe's `invoice.paid` for a renewal (not the first invoice, which its PaymentIntent records):
     * recorded once per invoice, whatever order the events arrive in. An invoice of a subscription not
     * recorded yet is refused with 409, so Stripe delivers it again later.
     */
    async stripeInvoicePaid(invoice: Stripe.Invoice) {
      if (invoice.billing_reason !== 'subscription_cycle') return undefined;
      const details = invoice.parent?.subscription_details;
      const ref = details?.subscription;
      const subscriptionId = typeof ref === 'string' ? ref : ref?.id;
      if (!subscriptionId) return undefined;
      const subscription = await repository.findByProviderId(subscriptionId);
      if (!subscription) throw conflict(ACCOUNT_API_TEXTS.paymentMissing, ERROR_CODES.CONFLICT);
      if (invoice.currency !== 'usd' || invoice.amount_paid !== subscription.amountCents)
        throw amountMismatch();
      if (!invoice.id) throw amountMismatch();
      const { created } = await renew(subscription, invoice.id, invoice.amount_paid);
      return { invoiceId: invoice.id, created };
    },

    /**
     * Stripe's `invoice.payment_failed` for a renewal: the renewal is past due until Stripe's next try
     * (`next_payment_attempt`, none after the last), with premium kept for the grace period. Each try is
     * recorded once, and a try older than one recorded, or one for an invoice since paid, changes nothing.
     */
    async stripeInvoiceFailed(invoice: Stripe.Invoice) {
      if (invoice.billing_reason !== 'subscription_cycle' || !invoice.id) return undefined;
      const ref = invoice.parent?.subscription_details?.subscription;
      const subscriptionId = typeof ref === 'string' ? ref : ref?.id;
      if (!subscriptionId) return undefined;
      const subscription = await repository.findByProviderId(subscriptionId);
      if (!subscription) throw conflict(ACCOUNT_API_TEXTS.paymentMissing, ERROR_CODES.CONFLICT);
      const created = await fail(subscription, {
        transactionId: invoice.id,
        attempt: Math.max(1, invoice.attempt_count),
        nextRetryAt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null,
        graceEndsAt: after(subscription.currentPeriodEnd, GRACE_DAYS),
      });
      return { invoiceId: invoice.id, created };
    },

    /**
     * Stripe ended a subscription: one that was still meant to renew has lapsed (its payments failed); a
     * past-due one's premium ends now.
     */
    async stripeSubscriptionEnded(subscription: Stripe.Subscription) {
      const row = await repository.findByProviderId(subscription.id);
      if (row && (!row.cancelAtPeriodEnd || row.status === 'past_due')) await lapse(row);
    },
  };
}

export type Renewals = ReturnType<typeof createRenewals>;

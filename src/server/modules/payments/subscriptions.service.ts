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
import type { PaymentRecord } from './payments.repository';
import { createSubscriptionsRepository, type SubscriptionRecord } from './subscriptions.repository';

const DAY_MS = 86_400_000;
/** However far the test clock moves, one move charges at most this many renewals. */
const MAX_RENEWALS_PER_MOVE = 400;

export function toSubscriptionDto(row: SubscriptionRecord): Subscription {
  return {
    _id: row.id,
    plan: row.plan,
    days: row.days,
    amount: row.amountCents / 100,
    provider: row.provider === 'stripe' ? 'stripe' : 'test',
    state: row.status === 'lapsed' ? 'lapsed' : row.cancelAtPeriodEnd ? 'cancelled' : 'renewing',
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    renewals: row.renewals,
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
  mails: Pick<PaymentMails, 'sendReceipt' | 'sendRenewalChanged'>,
  caches: Pick<Caches, 'changed'>,
  options: { production: boolean },
) {
  const repository = createSubscriptionsRepository(db);
  const users = createUsersRepository(db);

  /** Records one renewal of `subscription` for the provider's event `transactionId`, and mails its receipt. */
  async function renew(subscription: SubscriptionRecord, transactionId: string, amountCents: number) {
    const reader = await users.findById(subscription.userId);
    if (!reader) throw notFound(ACCOUNT_API_TEXTS.subjects.user);
    const recorded = await repository.recordRenewal(subscription.id, {
      userId: reader.id,
      name: reader.name,
      email: reader.email,
      transactionId,
      provider: subscription.provider,
      plan: subscription.plan,
      days: subscription.days,
      amountCents,
    });
    if (recorded.created) await caches.changed([changeTags.user(reader.id)]);
    await mails.sendReceipt(recorded.payment);
    return recorded;
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
      if (!intent.renew || !intent.subscriptionId) return;
      await repository.start({
        userId: payment.userId,
        provider: provider.kind,
        providerSubscriptionId: intent.subscriptionId,
        plan: payment.plan,
        days: payment.days,
        amountCents: payment.amountCents,
        currentPeriodEnd: payment.premiumUntil,
      });
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
     * so two moves at once still charge each period once. With `renewalsFail` the charge fails and the
     * renewal lapses.
     */
    async moveTestClock(viewer: Viewer, days: number, renewalsFail = false) {
      if (options.production || provider.kind !== 'test') throw notFound(TEXTS.subjects.testClock);
      const mineNow = await own(viewer);
      let row = await repository.advanceClock(mineNow.id, days * DAY_MS);
      if (!row) throw notFound(TEXTS.subjects.subscription);
      const now = new Date(Date.now() + row.clockOffsetMs);
      let renewed = 0;
      let lapsed = 0;
      for (let pass = 0; pass < MAX_RENEWALS_PER_MOVE && row; pass++) {
        if (row.status !== 'active' || row.cancelAtPeriodEnd || row.currentPeriodEnd > now) break;
        if (renewalsFail) {
          if (await repository.lapse(row.id, row.currentPeriodEnd)) lapsed++;
        } else {
          const event = `in_test_${row.id}_${row.currentPeriodEnd.getTime()}`;
          if ((await renew(row, event, row.amountCents)).created) renewed++;
        }
        row = await repository.findByUser(viewer.id);
      }
      return { now: now.toISOString(), renewed, lapsed };
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

    /** Stripe ended a subscription: one that was still meant to renew has lapsed (its payments failed). */
    async stripeSubscriptionEnded(subscription: Stripe.Subscription) {
      const row = await repository.findByProviderId(subscription.id);
      if (row && !row.cancelAtPeriodEnd) await repository.lapse(row.id, row.currentPeriodEnd);
    },
  };
}

export type Renewals = ReturnType<typeof createRenewals>;

import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import { amountCents, FREE_PLAN_DAYS, formatDollars, MIN_CHARGE_CENTS, planById } from '@shared/plans';
import type { FreeMonthStatus, Payment } from '@shared/schemas/payments';
import type Stripe from 'stripe';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import { mapPage, type Paged, type PageRange } from '../../db/paged';
import { isAdmin, requireSelfOrAdmin, sameEmail } from '../../lib/access';
import type { Caches } from '../../lib/caches';
import { changeTags } from '../../lib/changes';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createUsersRepository } from '../users/users.repository';
import { CARD_ERROR_CODES, CardError, type PaymentProvider } from './payment-provider';
import { createPaymentsRepository, type PaymentRecord } from './payments.repository';
import { createStripeClient, createStripeProvider } from './stripe-provider';
import { createRenewals } from './subscriptions.service';
import { createTestProvider, type TestCard } from './test-provider';

export function toPaymentDto(row: PaymentRecord): Payment {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    transactionId: row.transactionId,
    date: row.createdAt.toISOString(),
    totalPrice: row.amountCents / 100,
    plan: row.plan,
    days: row.days,
    premiumUntil: row.premiumUntil.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/** What a recorded payment answers: its id and the new end of premium access. */
const receipt = (payment: PaymentRecord) => ({
  insertedId: payment.id,
  premiumUntil: payment.premiumUntil.toISOString(),
});

/** The server's amount for a plan and period; a client amount that differs is refused (docs/product.md#subscriptions-and-payments). */
function expectedAmount(planId: string, days: number, clientDollars?: number): number {
  const plan = planById(planId);
  if (!plan || plan.price === 0) throw badRequest(TEXTS.planNotPaid, { plan: TEXTS.planNotPaidField });
  const cents = amountCents(plan, days);
  if (clientDollars !== undefined && Math.round(clientDollars * 100) !== cents) {
    throw new AppError(
      400,
      ERROR_CODES.AMOUNT_MISMATCH,
      TEXTS.amountNotPlan(plan.name, days, formatDollars(cents)),
    );
  }
  return cents;
}

const amountMismatch = (message: string) => new AppError(400, ERROR_CODES.AMOUNT_MISMATCH, message);
const paymentMissing = (message: string) => new AppError(400, ERROR_CODES.PAYMENT_NOT_FOUND, message);

/**
 * Subscriptions and card payments (docs/product.md#subscriptions-and-payments): amounts from the server,
 * each payment recorded once, when the provider confirmed it, extending the reader's premium access.
 * Stripe when it is configured, the built-in test mode otherwise.
 */
export async function createPaymentsService(
  db: Db,
  stripeConfig: Config['stripe'],
  mails: Parameters<typeof createRenewals>[2],
  caches: Pick<Caches, 'changed'>,
  options: { production: boolean } = { production: false },
) {
  const repository = createPaymentsRepository(db);
  const users = createUsersRepository(db);
  const stripe: Stripe | undefined = stripeConfig ? await createStripeClient(stripeConfig) : undefined;
  const testProvider = createTestProvider(db);
  const provider: PaymentProvider = stripe ? createStripeProvider(stripe) : testProvider;
  const renewals = createRenewals(db, provider, mails, caches, options);

  /** Records a provider-confirmed intent; the same code path for the browser and the webhook. */
  async function recordIntent(intentId: string, expectedUserId: string | undefined) {
    const intent = await provider.retrieve(intentId);
    if (!intent) throw paymentMissing(TEXTS.paymentMissing);
    if (intent.status !== 'succeeded')
      throw new AppError(402, ERROR_CODES.PAYMENT_NOT_CONFIRMED, TEXTS.paymentNotConfirmed);
    if (expectedUserId && intent.userId !== expectedUserId) throw forbidden(TEXTS.paymentOfAnother);
    const userId = intent.userId;
    if (!userId || !intent.plan || !intent.days) throw paymentMissing(TEXTS.paymentNotSubscription);
    if (intent.currency !== 'usd' || intent.amountCents !== expectedAmount(intent.plan, intent.days))
      throw amountMismatch(TEXTS.paymentAmountNotPlan);
    const reader = await users.findById(userId);
    if (!reader) throw notFound(TEXTS.subjects.user);
    const recorded = await withReceipt({
      userId,
      name: reader.name,
      email: reader.email,
      transactionId: intent.id,
      provider: provider.kind,
      plan: intent.plan,
      days: intent.days,
      amountCents: intent.amountCents,
    });
    // Asked again (a retry after a crash), the renewal is still started once: the same subscription.
    await renewals.startFrom(intent, recorded.payment);
    return recorded;
  }

  /** Records a payment (once per transaction id) and queues its receipt (once per payment, even if asked again). */
  async function withReceipt(payment: Parameters<typeof repository.record>[0]) {
    const recorded = await repository.record(payment);
    // The reader's premium runs longer: their sessions' cached reader leaves, so their next request reads on.
    if (recorded.created) await caches.changed([changeTags.user(payment.userId)]);
    await mails.sendReceipt(recorded.payment);
    return recorded;
  }

  /** Payments newest first: everyone's, or one reader's. */
  const list = (query: PageRange, userId?: string) =>
    mapPage(repository.page(userId ? { userId } : {}, query), toPaymentDto);

  return {
    /** Starts a card payment for a plan and period, for the amount the server computes. */
    async startCheckout(
      viewer: Viewer,
      order: { plan: string; days: number; price?: number | undefined; renew?: boolean | undefined },
    ) {
      const cents = expectedAmount(order.plan, order.days, order.price);
      if (cents <= MIN_CHARGE_CENTS) throw badRequest(TEXTS.chargeTooSmall);
      const intent = await provider.createIntent({
        userId: viewer.id,
        email: viewer.email,
        plan: order.plan,
        days: order.days,
        amountCents: cents,
        renew: order.renew === true,
      });
      return { ...intent, amount: cents / 100, provider: provider.kind };
    },

    /** Test mode only: decides a card the way the provider's test mode does (402 when it is refused). */
    async confirmTestCard(viewer: Viewer, clientSecret: string, card: TestCard) {
      if (provider.kind !== 'test') throw notFound(TEXTS.subjects.testPayments);
      try {
        const result = await testProvider.confirm(clientSecret, viewer.id, card);
        return { status: result.status, id: result.intentId };
      } catch (error) {
        if (error instanceof CardError) throw new AppError(402, CARD_ERROR_CODES[error.code], error.message);
        throw error;
      }
    },

    /** Records a payment of the reader's that the provider confirmed; `created` is false for a repeat. */
    async recordPayment(
      viewer: Viewer,
      order: {
        transactionId: string;
        plan: string;
        days: number;
        totalPrice: number;
        email?: string | undefined;
      },
    ) {
      if (order.email && !sameEmail(order.email, viewer.email)) throw forbidden(TEXTS.payOwnAccount);
      const cents = expectedAmount(order.plan, order.days, order.totalPrice);
      const intent = await provider.retrieve(order.transactionId);
      if (
        intent &&
        (intent.plan !== order.plan || intent.days !== order.days || intent.amountCents !== cents)
      )
        throw amountMismatch(TEXTS.paymentNotChoice);
      const { payment, created } = await recordIntent(order.transactionId, viewer.id);
      return { receipt: receipt(payment), created };
    },

    /** The free month of premium: once per account, no card (409 FREE_PLAN_USED after that). */
    async activateFreeMonth(viewer: Viewer) {
      const { payment, created } = await withReceipt({
        userId: viewer.id,
        name: viewer.name,
        email: viewer.email,
        transactionId: `free-${viewer.id}`,
        provider: 'free',
        plan: 'free',
        days: FREE_PLAN_DAYS,
        amountCents: 0,
      });
      if (!created) throw conflict(TEXTS.freeMonthUsed, ERROR_CODES.FREE_PLAN_USED);
      return receipt(payment);
    },

    /** Whether the reader has taken the free month. */
    async freeMonthStatus(viewer: Viewer): Promise<FreeMonthStatus> {
      const usedAt = (await users.findById(viewer.id))?.freePlanUsedAt ?? null;
      return { used: usedAt !== null, usedAt: usedAt?.toISOString() ?? null };
    },

    /** One payment, for the reader who made it or an admin (404 when there is none, 403 for anyone else). */
    async payment(viewer: Viewer, id: string): Promise<Payment> {
      const row = await repository.findById(id);
      if (!row) throw notFound(TEXTS.subjects.payment);
      if (row.userId !== viewer.id && !isAdmin(viewer)) throw forbidden(TEXTS.ownPayments);
      return toPaymentDto(row);
    },

    /** A reader's payments, newest first: one's own, or anyone's for an admin. */
    async history(viewer: Viewer, email: string, query: PageRange): Promise<Paged<Payment>> {
      const { own } = requireSelfOrAdmin(viewer, email, TEXTS.ownPayments);
      const reader = own ? { id: viewer.id } : await users.findByEmail(email);
      if (!reader) return { rows: [], total: 0 };
      return list(query, reader.id);
    },

    list,
    renewals,
    provider,

    /**
     * Stripe's signed webhook: a payment_intent.succeeded event records the payment. Answers which intent
     * it recorded, if any; 404 when Stripe is not configured, 400 when the signature does not hold.
     */
    async stripeEvent(
      body: unknown,
      signature: unknown,
    ): Promise<{ intentId?: string; invoiceId?: string; created: boolean } | undefined> {
      const secret = stripeConfig?.webhookSecret;
      if (!stripe || !secret) throw notFound(TEXTS.subjects.stripeWebhook);
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('no signature');
        event = stripe.webhooks.constructEvent(body, signature, secret);
      } catch {
        throw badRequest(TEXTS.webhookSignature);
      }
      if (event.type === 'invoice.paid') return renewals.stripeInvoicePaid(event.data.object);
      if (event.type === 'invoice.payment_failed') return renewals.stripeInvoiceFailed(event.data.object);
      if (event.type === 'customer.subscription.deleted') {
        await renewals.stripeSubscriptionEnded(event.data.object);
        return undefined;
      }
      if (event.type !== 'payment_intent.succeeded') return undefined;
      const { created } = await recordIntent(event.data.object.id, undefined);
      return { intentId: event.data.object.id, created };
    },
  };
}

export type PaymentsService = Awaited<ReturnType<typeof createPaymentsService>>;

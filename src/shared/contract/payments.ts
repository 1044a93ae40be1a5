import { idParamSchema } from '../schemas/common';
import {
  compInputSchema,
  createIntentInputSchema,
  createIntentResponseSchema,
  freeMonthStatusSchema,
  paymentHistoryParamsSchema,
  paymentSchema,
  recordPaymentInputSchema,
  recordPaymentResponseSchema,
  stripeWebhookAnswerSchema,
  testCardConfirmedSchema,
  testCardInputSchema,
} from '../schemas/payments';
import { errorAnswers, errors, pagedList } from './answers';
import { endpoint } from './endpoint';

/** Subscriptions and card payments (docs/product.md#subscriptions-and-payments). */
const payments = { access: 'user', tags: ['payments'] } as const;
/** A card the provider refused, or a payment it has not confirmed. */
const refused = { ...errorAnswers(402), ...errors };

export const startCheckout = endpoint({
  ...payments,
  method: 'POST',
  path: '/create-payment-intent',
  summary: 'Start a card payment for a plan and period; the server computes the amount',
  body: createIntentInputSchema,
  response: { 200: createIntentResponseSchema, ...errors },
});

export const confirmCardInTestMode = endpoint({
  ...payments,
  method: 'POST',
  path: '/test-payments/confirm',
  summary: 'Confirm a card in test mode (no Stripe keys): 4242… succeeds, 4000…0002 is declined',
  body: testCardInputSchema,
  response: { 200: testCardConfirmedSchema, ...refused },
});

/** 201 when this call recorded the payment, 200 when it had been recorded before. */
export const recordConfirmedPayment = endpoint({
  ...payments,
  method: 'POST',
  path: '/payment',
  summary: 'Record a payment the provider confirmed (idempotent per transaction id)',
  body: recordPaymentInputSchema,
  response: { 200: recordPaymentResponseSchema, 201: recordPaymentResponseSchema, ...refused },
});

export const activateFreeMonth = endpoint({
  ...payments,
  method: 'POST',
  path: '/subscriptions/free',
  summary: 'Activate the free month of premium (once per account, no card)',
  response: { 201: recordPaymentResponseSchema, ...errorAnswers(409), ...errors },
});

export const getFreeMonthStatus = endpoint({
  ...payments,
  method: 'GET',
  path: '/subscriptions/free',
  summary: 'Whether the reader has taken the free month',
  response: { 200: freeMonthStatusSchema, ...errors },
});

export const getPayment = endpoint({
  ...payments,
  method: 'GET',
  path: '/payments/:id',
  summary: 'One payment, for the reader who made it (or an admin)',
  params: idParamSchema,
  response: { 200: paymentSchema, ...errors },
});

export const listPaymentHistory = endpoint({
  ...payments,
  method: 'GET',
  path: '/payment-history/:email',
  summary: 'A reader’s own payments (or any reader’s, for admins)',
  params: paymentHistoryParamsSchema,
  ...pagedList(paymentSchema, errors),
});

export const listPayments = endpoint({
  ...payments,
  access: 'admin',
  method: 'GET',
  key: 'payments:read',
  path: '/payment-history',
  summary: 'Every payment, newest first (admins)',
  ...pagedList(paymentSchema, errors),
});

/**
 * Stripe's own call: it checks the signature of the raw body itself (the server's route), so it declares no
 * body here, and nobody but Stripe calls it.
 */
export const receiveStripeEvent = endpoint({
  ...payments,
  access: 'public',
  method: 'POST',
  path: '/stripe/webhook',
  summary: 'Stripe webhook (payments, renewals, ended subscriptions), verified by signature',
  description: 'Exists only when Stripe is configured (404 otherwise).',
  response: { 200: stripeWebhookAnswerSchema, ...errorAnswers(402, 404) },
});

/** Admins only, audited: a full refund at the card provider; the premium it bought and not yet used ends. */
export const refundPayment = endpoint({
  ...payments,
  access: 'admin',
  method: 'POST',
  path: '/payments/:id/refund',
  summary: 'Refund a payment in full (admins; audited)',
  params: idParamSchema,
  response: { 200: paymentSchema, ...errorAnswers(409), ...errors },
});

/** Admins only, audited: N days of premium for a reader, recorded as a payment of $0. */
export const compPremium = endpoint({
  ...payments,
  access: 'admin',
  method: 'POST',
  path: '/subscriptions/comps',
  summary: 'Give a reader days of premium free of charge (admins; audited)',
  body: compInputSchema,
  response: { 201: paymentSchema, ...errors },
});

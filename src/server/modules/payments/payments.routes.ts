import { ERROR_CODES } from '@shared/error-codes';
import { amountCents, FREE_PLAN_DAYS, formatDollars, MIN_CHARGE_CENTS, planById } from '@shared/plans';
import { emailSchema, errorResponseSchema, paginationQuerySchema } from '@shared/schemas/common';
import {
  createIntentInputSchema,
  createIntentResponseSchema,
  paymentSchema,
  recordPaymentInputSchema,
  recordPaymentResponseSchema,
  testCardInputSchema,
} from '@shared/schemas/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { offsetOf, sendPage } from '../../lib/pagination';
import { requireVerified } from '../../lib/verified';
import { documentedBody, requiredHeader } from '../../plugins/openapi-parts';
import type { Viewer } from '../../types';
import { createUsersRepository } from '../users/users.repository';
import { CARD_ERROR_CODES, CardError, type PaymentProvider } from './payment-provider';
import { createPaymentsRepository, type PaymentRecord } from './payments.repository';
import { createStripeClient, createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

function toPaymentDto(row: PaymentRecord) {
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
  };
}

/** The server's amount for a plan and period; a client amount that differs is refused (docs/product.md#subscriptions-and-payments). */
function expectedAmount(planId: string, days: number, clientDollars?: number): number {
  const plan = planById(planId);
  if (!plan || plan.price === 0)
    throw badRequest('plan must be premium or family', { plan: 'must be premium or family' });
  const cents = amountCents(plan, days);
  if (clientDollars !== undefined && Math.round(clientDollars * 100) !== cents) {
    throw new AppError(
      400,
      ERROR_CODES.AMOUNT_MISMATCH,
      `The amount does not match the plan: ${plan.name} for ${days} days is ${formatDollars(cents)}.`,
    );
  }
  return cents;
}

/** Subscriptions and card payments (docs/product.md#subscriptions-and-payments): amounts from the server, recorded once, when confirmed. */
export async function paymentsRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const repository = createPaymentsRepository(db);
  const users = createUsersRepository(db);
  const stripe: Stripe | undefined = app.config.stripe
    ? await createStripeClient(app.config.stripe)
    : undefined;
  const testProvider = createTestProvider(db);
  const provider: PaymentProvider = stripe ? createStripeProvider(stripe) : testProvider;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest) => request.viewer as Viewer;

  /** Records a provider-confirmed intent; the same code path for the browser and the webhook. */
  async function recordIntent(intentId: string, expectedUserId: string | undefined) {
    const intent = await provider.retrieve(intentId);
    if (!intent) throw new AppError(400, ERROR_CODES.PAYMENT_NOT_FOUND, 'We could not find that payment.');
    if (intent.status !== 'succeeded') {
      throw new AppError(
        402,
        ERROR_CODES.PAYMENT_NOT_CONFIRMED,
        'The payment has not been confirmed by the card provider.',
      );
    }
    if (expectedUserId && intent.userId !== expectedUserId)
      throw forbidden('This payment belongs to another account.');
    const userId = intent.userId;
    if (!userId || !intent.plan || !intent.days)
      throw new AppError(400, ERROR_CODES.PAYMENT_NOT_FOUND, 'The payment is not a subscription.');
    if (intent.currency !== 'usd' || intent.amountCents !== expectedAmount(intent.plan, intent.days)) {
      throw new AppError(400, ERROR_CODES.AMOUNT_MISMATCH, 'The payment amount does not match the plan.');
    }
    const reader = await users.findById(userId);
    if (!reader) throw notFound('User');
    return repository.record({
      userId,
      name: reader.name,
      email: reader.email,
      transactionId: intent.id,
      provider: provider.kind,
      plan: intent.plan,
      days: intent.days,
      amountCents: intent.amountCents,
    });
  }

  api.post(
    '/create-payment-intent',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['payments'],
        summary: 'Start a card payment for a plan and period; the server computes the amount',
        body: createIntentInputSchema,
        response: { 200: createIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      const { plan, days, price } = request.body;
      const cents = expectedAmount(plan, days, price);
      if (cents <= MIN_CHARGE_CENTS) throw badRequest('Card payments start above $1.');
      const intent = await provider.createIntent({
        userId: viewer.id,
        email: viewer.email,
        plan,
        days,
        amountCents: cents,
      });
      return { ...intent, amount: cents / 100, provider: provider.kind };
    },
  );

  api.post(
    '/test-payments/confirm',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['payments'],
        summary: 'Confirm a card in test mode (no Stripe keys): 4242… succeeds, 4000…0002 is declined',
        body: testCardInputSchema,
        response: {
          200: z.object({ status: z.literal('succeeded'), id: z.string() }),
          402: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      if (provider.kind !== 'test') throw notFound('Test-mode payments');
      try {
        const result = await testProvider.confirm(
          request.body.clientSecret,
          signedIn(request).id,
          request.body.card,
        );
        return { status: result.status, id: result.intentId };
      } catch (error) {
        if (error instanceof CardError) throw new AppError(402, CARD_ERROR_CODES[error.code], error.message);
        throw error;
      }
    },
  );

  api.post(
    '/payment',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Record a payment the provider confirmed (idempotent per transaction id)',
        body: recordPaymentInputSchema,
        response: {
          200: recordPaymentResponseSchema,
          201: recordPaymentResponseSchema,
          402: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const { transactionId, plan, days, totalPrice, email } = request.body;
      if (email && email.toLowerCase() !== viewer.email.toLowerCase())
        throw forbidden('You can only pay for your own account.');
      const cents = expectedAmount(plan, days, totalPrice);
      const intent = await provider.retrieve(transactionId);
      if (intent && (intent.plan !== plan || intent.days !== days || intent.amountCents !== cents)) {
        throw new AppError(
          400,
          ERROR_CODES.AMOUNT_MISMATCH,
          'The payment does not match the chosen plan and period.',
        );
      }
      const { payment, created } = await recordIntent(transactionId, viewer.id);
      return reply
        .status(created ? 201 : 200)
        .send({ insertedId: payment.id, premiumUntil: payment.premiumUntil.toISOString() });
    },
  );

  api.post(
    '/subscriptions/free',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Activate the free month of premium (once per account, no card)',
        response: { 201: recordPaymentResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireVerified(signedIn(request));
      const { payment, created } = await repository.record({
        userId: viewer.id,
        name: viewer.name,
        email: viewer.email,
        transactionId: `free-${viewer.id}`,
        provider: 'free',
        plan: 'free',
        days: FREE_PLAN_DAYS,
        amountCents: 0,
      });
      if (!created)
        throw conflict(
          'The free month can be used once per account, and this account has used it.',
          ERROR_CODES.FREE_PLAN_USED,
        );
      return reply
        .status(201)
        .send({ insertedId: payment.id, premiumUntil: payment.premiumUntil.toISOString() });
    },
  );

  api.get(
    '/payment-history/:email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'A reader’s own payments (or any reader’s, for admins)',
        params: z.object({ email: emailSchema }),
        querystring: paginationQuerySchema,
        response: { 200: z.array(paymentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const own = request.params.email.toLowerCase() === viewer.email.toLowerCase();
      if (!own && viewer.role !== 'admin') throw forbidden('You can only see your own payments.');
      const reader = own ? { id: viewer.id } : await users.findByEmail(request.params.email);
      if (!reader) return sendPage(reply, [], 0);
      const { rows, total } = await repository.list(
        { userId: reader.id },
        request.query.limit,
        offsetOf(request.query),
      );
      return sendPage(reply, rows.map(toPaymentDto), total);
    },
  );

  api.get(
    '/payment-history',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: 'Every payment, newest first (admins)',
        querystring: paginationQuerySchema,
        response: { 200: z.array(paymentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await repository.list({}, request.query.limit, offsetOf(request.query));
      return sendPage(reply, rows.map(toPaymentDto), total);
    },
  );

  // Stripe's signed webhook needs the raw body, so it lives in its own scope with a buffer parser.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/stripe/webhook',
      {
        config: { access: 'public', ownAuthentication: true },
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (payment_intent.succeeded), verified by signature',
          description: 'Exists only when Stripe is configured (404 otherwise).',
          document: {
            parameters: [requiredHeader('Stripe-Signature', 'Stripe’s signature of the raw body.')],
            requestBody: documentedBody(
              z
                .object({ type: z.string(), data: z.record(z.string(), z.unknown()) })
                .meta({ description: 'A Stripe event; payment_intent.succeeded records the payment.' }),
            ),
          },
          response: {
            200: z.object({ received: z.literal(true) }),
            402: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const secret = app.config.stripe?.webhookSecret;
        if (!stripe || !secret) throw notFound('Stripe webhook');
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
            throw new Error('no signature');
          event = stripe.webhooks.constructEvent(request.body, signature, secret);
        } catch {
          throw badRequest('The webhook signature is not valid.');
        }
        if (event.type === 'payment_intent.succeeded') {
          const { created } = await recordIntent(event.data.object.id, undefined);
          request.log.info({ intent: event.data.object.id, created }, 'stripe webhook recorded a payment');
        }
        return { received: true };
      },
    );
  });
}

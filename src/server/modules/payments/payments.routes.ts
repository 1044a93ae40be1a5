import { emailSchema, errorResponseSchema, idParamSchema } from '@shared/schemas/common';
import {
  createIntentInputSchema,
  createIntentResponseSchema,
  freeMonthStatusSchema,
  paymentSchema,
  recordPaymentInputSchema,
  recordPaymentResponseSchema,
  testCardInputSchema,
} from '@shared/schemas/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN,
  answerPage,
  errorAnswers,
  errors,
  limited,
  OWN_AUTHENTICATION,
  pagedList,
  routesTagged,
  SIGNED_IN,
  signedIn,
} from '../../lib/route-schemas';
import { requireVerified } from '../../lib/verified';
import { documentedBody, requiredHeader } from '../../plugins/openapi-parts';
import { createPaymentMails } from './payment-mails';
import { createPaymentsService } from './payments.service';

const route = routesTagged('payments');
const CHECKOUT = limited(SIGNED_IN, 30, '10 minutes');
const refused = { 402: errorResponseSchema, ...errors };

const startCheckout = route(
  CHECKOUT,
  'Start a card payment for a plan and period; the server computes the amount',
  { body: createIntentInputSchema, response: { 200: createIntentResponseSchema, ...errors } },
);
const confirmTestCard = route(
  CHECKOUT,
  'Confirm a card in test mode (no Stripe keys): 4242… succeeds, 4000…0002 is declined',
  {
    body: testCardInputSchema,
    response: { 200: z.object({ status: z.literal('succeeded'), id: z.string() }), ...refused },
  },
);
const recordPayment = route(
  SIGNED_IN,
  'Record a payment the provider confirmed (idempotent per transaction id)',
  {
    body: recordPaymentInputSchema,
    response: { 200: recordPaymentResponseSchema, 201: recordPaymentResponseSchema, ...refused },
  },
);
const freeMonth = route(SIGNED_IN, 'Activate the free month of premium (once per account, no card)', {
  response: { 201: recordPaymentResponseSchema, 409: errorResponseSchema, ...errors },
});
const freeMonthStatus = route(SIGNED_IN, 'Whether the reader has taken the free month', {
  response: { 200: freeMonthStatusSchema, ...errors },
});
const onePayment = route(SIGNED_IN, 'One payment, for the reader who made it (or an admin)', {
  params: idParamSchema,
  response: { 200: paymentSchema, ...errors },
});
const history = route(SIGNED_IN, 'A reader’s own payments (or any reader’s, for admins)', {
  params: z.object({ email: emailSchema }),
  ...pagedList(paymentSchema, errors),
});
const allPayments = route(ADMIN, 'Every payment, newest first (admins)', pagedList(paymentSchema, errors));
const stripeWebhook = route(
  OWN_AUTHENTICATION,
  'Stripe webhook (payment_intent.succeeded), verified by signature',
  {
    description: 'Exists only when Stripe is configured (404 otherwise).',
    document: {
      parameters: [requiredHeader('Stripe-Signature', 'Stripe’s signature of the raw body.')],
      requestBody: documentedBody(
        z
          .object({ type: z.string(), data: z.record(z.string(), z.unknown()) })
          .meta({ description: 'A Stripe event; payment_intent.succeeded records the payment.' }),
      ),
    },
    response: { 200: z.object({ received: z.literal(true) }), ...errorAnswers(402, 404) },
  },
);

/** Subscriptions and card payments (docs/product.md#subscriptions-and-payments): amounts from the server, recorded once, when confirmed. */
export async function paymentsRoutes(app: FastifyInstance) {
  const mails = createPaymentMails(app.database.db, app.mail, app.jobs, app.config);
  const payments = await createPaymentsService(app.database.db, app.config.stripe, mails);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/create-payment-intent', startCheckout, (request) =>
    payments.startCheckout(signedIn(request), request.body),
  );
  api.post('/test-payments/confirm', confirmTestCard, (request) =>
    payments.confirmTestCard(signedIn(request), request.body.clientSecret, request.body.card),
  );
  api.post('/payment', recordPayment, async (request, reply) => {
    const { receipt, created } = await payments.recordPayment(signedIn(request), request.body);
    return reply.status(created ? 201 : 200).send(receipt);
  });
  api.post('/subscriptions/free', freeMonth, async (request, reply) =>
    reply.status(201).send(await payments.activateFreeMonth(requireVerified(signedIn(request)))),
  );
  api.get('/subscriptions/free', freeMonthStatus, (request) => payments.freeMonthStatus(signedIn(request)));
  api.get('/payments/:id', onePayment, (request) => payments.payment(signedIn(request), request.params.id));
  api.get('/payment-history/:email', history, (request, reply) =>
    answerPage(reply, payments.history(signedIn(request), request.params.email, request.query)),
  );
  api.get('/payment-history', allPayments, (request, reply) =>
    answerPage(reply, payments.list(request.query)),
  );

  // Stripe's signed webhook needs the raw body, so it lives in its own scope with a buffer parser.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post('/stripe/webhook', stripeWebhook, async (request) => {
      const recorded = await payments.stripeEvent(request.body, request.headers['stripe-signature']);
      if (recorded) {
        const { intentId: intent, created } = recorded;
        request.log.info({ intent, created }, 'stripe webhook recorded a payment');
      }
      return { received: true };
    });
  });
}

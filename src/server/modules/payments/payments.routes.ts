import {
  activateFreeMonth,
  compPremium,
  confirmCardInTestMode,
  getFreeMonthStatus,
  getPayment,
  listPaymentHistory,
  listPayments,
  receiveStripeEvent,
  recordConfirmedPayment,
  refundPayment,
  startCheckout,
} from '@shared/contract/payments';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documentEndpoints } from '../../lib/endpoint-documentation';
import { signedIn } from '../../lib/route-schemas';
import { serve, serveHttp } from '../../lib/serve';
import { requireVerified } from '../../lib/verified';
import { documentedBody, requiredHeader } from '../../plugins/openapi-parts';
import { createPaymentAdmin } from './payment-admin.service';
import { createPaymentMails } from './payment-mails';
import { createPaymentsService } from './payments.service';
import { renewalRoutes } from './subscriptions.routes';

/** Starting a payment or trying a test card changes no reader's premium yet: nothing a cache holds. */
const CHECKOUT = { changes: 'none', rateLimit: { max: 30, timeWindow: '10 minutes' } } as const;
/** A recorded payment names the reader whose premium it extended (payments.service.ts). */
const NAMED = { changes: 'named' } as const;

/** What Stripe sends, for the API document: the route reads the raw bytes itself to check their signature. */
const stripeEventBody = z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) }).meta({
  description:
    'A Stripe event: payment_intent.succeeded records a payment, invoice.paid a renewal, invoice.payment_failed a failed try of one, customer.subscription.deleted ends one.',
});

/** Subscriptions and card payments (docs/product.md#subscriptions-and-payments): amounts from the server, recorded once, when confirmed. */
export async function paymentsRoutes(app: FastifyInstance) {
  const mails = createPaymentMails(app.database.db, app.mail, app.jobs, app.config);
  const payments = await createPaymentsService(app.database.db, app.config.stripe, mails, app.caches, {
    production: app.config.env === 'production',
  });
  documentEndpoints(app, [receiveStripeEvent], {
    document: {
      parameters: [requiredHeader('Stripe-Signature', 'Stripe’s signature of the raw body.')],
      requestBody: documentedBody(stripeEventBody),
    },
  });

  serve(app, startCheckout, ({ viewer, body }) => payments.startCheckout(viewer, body), CHECKOUT);
  serve(
    app,
    confirmCardInTestMode,
    ({ viewer, body }) => payments.confirmTestCard(viewer, body.clientSecret, body.card),
    CHECKOUT,
  );
  // 201 when this call recorded the payment, 200 when an earlier one had: the status is the service's answer.
  serveHttp(
    app,
    recordConfirmedPayment,
    async (request, reply) => {
      const { receipt, created } = await payments.recordPayment(signedIn(request), request.body);
      return reply.status(created ? 201 : 200).send(receipt);
    },
    NAMED,
  );
  serve(app, activateFreeMonth, ({ viewer }) => payments.activateFreeMonth(requireVerified(viewer)), NAMED);
  serve(app, getFreeMonthStatus, ({ viewer }) => payments.freeMonthStatus(viewer));
  serve(app, getPayment, ({ viewer, params }) => payments.payment(viewer, params.id));
  serve(app, listPaymentHistory, ({ viewer, params, query }) =>
    payments.history(viewer, params.email, query),
  );
  serve(app, listPayments, ({ query }) => payments.list(query));
  renewalRoutes(app, payments.renewals, payments.provider);
  const admin = createPaymentAdmin(app.database.db, payments.provider, app.caches, mails);
  serve(app, refundPayment, ({ viewer, params }) => admin.refund(viewer, params.id), NAMED);
  serveHttp(
    app,
    compPremium,
    async (request, reply) => reply.status(201).send(await admin.comp(signedIn(request), request.body)),
    NAMED,
  );

  // Stripe's signed webhook needs the raw body, so it lives in its own scope with a buffer parser.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    serveHttp(
      webhook,
      receiveStripeEvent,
      async (request) => {
        const recorded = await payments.stripeEvent(request.body, request.headers['stripe-signature']);
        if (recorded) request.log.info(recorded, 'stripe webhook recorded a payment');
        return { received: true };
      },
      { ...NAMED, ownAuthentication: true },
    );
  });
}

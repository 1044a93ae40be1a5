import { errorResponseSchema } from '@shared/schemas/common';
import {
  newsletterConfirmQuerySchema,
  newsletterConfirmResultSchema,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterSubscriptionInputSchema,
  newsletterSubscriptionSchema,
  newsletterUnsubscribeQuerySchema,
} from '@shared/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorAnswers,
  limited,
  OWN_AUTHENTICATION,
  PUBLIC,
  routesTagged,
  SIGNED_IN,
  signedIn,
} from '../../lib/route-schemas';

const route = routesTagged('newsletter');
/** Subscribers are seen by admins alone, and no cache holds them: subscribing clears nothing. */
const KEEPS_CACHES = { ...PUBLIC, keepsCaches: true } as const;

const subscribe = route(limited(KEEPS_CACHES, 10, '1 minute'), 'Subscribe an address to the newsletter', {
  description:
    'Stores the address unconfirmed and mails it a confirmation link (double opt-in). Answers the same whether or not the address was already subscribed.',
  body: newsletterSubscribeSchema,
  response: { 200: newsletterSubscribeResponseSchema, 400: errorResponseSchema },
});
const confirm = route(
  limited({ ...OWN_AUTHENTICATION, keepsCaches: true }, 20, '1 minute'),
  'Confirm a subscription with the signed token from the confirmation mail',
  {
    description:
      'The token is signed and expires; the answer says whether it confirmed the address now, had done so before, expired, or is not a link the site issued. Never kept by a cache.',
    querystring: newsletterConfirmQuerySchema,
    response: { 200: z.object({ result: newsletterConfirmResultSchema }), 400: errorResponseSchema },
  },
);
const unsubscribe = route(
  limited(KEEPS_CACHES, 20, '1 minute'),
  'Unsubscribe with the token from a newsletter e-mail',
  {
    body: newsletterUnsubscribeQuerySchema,
    response: { 200: z.object({ unsubscribed: z.boolean() }), 400: errorResponseSchema },
  },
);
const subscription = route(SIGNED_IN, "Whether the signed-in reader's address gets the newsletter", {
  response: { 200: newsletterSubscriptionSchema, ...errorAnswers(401) },
});
const setSubscription = route(
  { ...SIGNED_IN, keepsCaches: true },
  "Turn the newsletter on or off for the signed-in reader's address",
  {
    description:
      'A verified address is confirmed at once; one not yet verified is sent the confirmation link first.',
    body: newsletterSubscriptionInputSchema,
    response: { 200: newsletterSubscriptionSchema, ...errorAnswers(400, 401) },
  },
);

/** The newsletter: subscribing (double opt-in), confirming, leaving, and a reader's own switch. */
export async function newsletterRoutes(app: FastifyInstance) {
  const { newsletter } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/newsletter', subscribe, async (request) => {
    await newsletter.subscribe(request.body.email);
    return { subscribed: true as const };
  });
  api.get('/newsletter/confirm', confirm, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { result: await newsletter.confirm(request.query.token) };
  });
  api.post('/newsletter/unsubscribe', unsubscribe, async (request) => ({
    unsubscribed: await newsletter.unsubscribe(request.body.token),
  }));
  api.get('/newsletter/subscription', subscription, async (request) =>
    newsletter.subscription(signedIn(request)),
  );
  api.put('/newsletter/subscription', setSubscription, async (request) =>
    newsletter.setSubscription(signedIn(request), request.body.subscribed),
  );
}

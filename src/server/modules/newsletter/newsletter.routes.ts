import { errorResponseSchema } from '@shared/schemas/common';
import {
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeQuerySchema,
} from '@shared/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '../../lib/mailer';
import { limited, PUBLIC, routesTagged } from '../../lib/route-schemas';
import { createNewsletterService } from './newsletter.service';

const route = routesTagged('newsletter');

const subscribe = route(limited(PUBLIC, 10, '1 minute'), 'Subscribe an address to the newsletter', {
  description: 'Answers the same whether or not the address was already subscribed.',
  body: newsletterSubscribeSchema,
  response: { 200: newsletterSubscribeResponseSchema, 400: errorResponseSchema },
});
const unsubscribe = route(
  limited(PUBLIC, 20, '1 minute'),
  'Unsubscribe with the token from a newsletter e-mail',
  {
    body: newsletterUnsubscribeQuerySchema,
    response: { 200: z.object({ unsubscribed: z.boolean() }), 400: errorResponseSchema },
  },
);

/** The newsletter: anyone subscribes an address; the token in each mail unsubscribes it. */
export async function newsletterRoutes(app: FastifyInstance, options: { mailer: Mailer }) {
  const newsletter = createNewsletterService(app.database.db, options.mailer, app.config);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/newsletter', subscribe, async (request) => {
    await newsletter.subscribe(request.body.email, request.log);
    return { subscribed: true as const };
  });
  api.post('/newsletter/unsubscribe', unsubscribe, async (request) => ({
    unsubscribed: await newsletter.unsubscribe(request.body.token),
  }));
}

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
import { createNewsletterRepository } from './newsletter.repository';

export async function newsletterRoutes(app: FastifyInstance, options: { mailer: Mailer }) {
  const repository = createNewsletterRepository(app.database.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/newsletter',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address to the newsletter',
        description: 'Answers the same whether or not the address was already subscribed.',
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      const result = await repository.subscribe(email);
      if (result.created && result.unsubscribeToken) {
        const link = `${app.config.publicUrl}/unsubscribe?token=${result.unsubscribeToken}`;
        // The welcome mail is a courtesy: a mail failure must not undo the subscription.
        options.mailer
          .send({
            to: email,
            subject: `Welcome to the ${app.config.siteName} newsletter`,
            text: `Thank you for subscribing to the ${app.config.siteName} newsletter.\n\nTo stop receiving it, open ${link}\n`,
            headers: { 'List-Unsubscribe': `<${link}>` },
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'newsletter welcome mail failed'));
      }
      return { subscribed: true as const };
    },
  );

  api.post(
    '/newsletter/unsubscribe',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token from a newsletter e-mail',
        body: newsletterUnsubscribeQuerySchema,
        response: { 200: z.object({ unsubscribed: z.boolean() }), 400: errorResponseSchema },
      },
    },
    async (request) => ({ unsubscribed: await repository.unsubscribe(request.body.token) }),
  );
}

import { paths } from '@shared/paths';
import { newsletterUnsubscribeQuerySchema } from '@shared/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import { createNewsletterRepository } from './newsletter.repository';

/** The body RFC 8058 has mail programs send: a form, URL-encoded or multipart. Read, never needed. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * One-click unsubscribe (RFC 8058): a mail program POSTs to the https address of a newsletter's
 * List-Unsubscribe header, with no sign-in and no page to click. The token in the address is the whole
 * authority. A GET of the same address is the page with a button (mail scanners follow links; they do not
 * POST). The answer is the same for a token that is unknown or used, so it tells nothing about addresses.
 */
export async function oneClickUnsubscribeRoutes(app: FastifyInstance) {
  const repository = createNewsletterRepository(app.database.db);
  for (const type of FORM_TYPES)
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );

  app.post(
    paths.unsubscribe,
    {
      config: { access: 'public', changes: 'none', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { hide: true },
    },
    async (request, reply) => {
      const query = newsletterUnsubscribeQuerySchema.safeParse(request.query);
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      if (!query.success) return reply.status(400).send('This unsubscribe link is not valid.\n');
      await repository.unsubscribe(query.data.token);
      return reply.send('You are unsubscribed from the newsletter.\n');
    },
  );
}

import {
  checkNewsletterConfirmLink,
  confirmNewsletterSubscription,
  getNewsletterSubscription,
  setNewsletterSubscription,
  signUpForNewsletter,
  unsubscribeWithToken,
} from '@shared/contract/newsletter';
import type { FastifyInstance } from 'fastify';
import { documentEndpoints } from '../../lib/endpoint-documentation';
import { serve } from '../../lib/serve';

/** Subscribers are seen by admins alone, and no cache holds them: subscribing clears nothing. */
const NO_CHANGE = { changes: 'none' } as const;
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The newsletter: subscribing (double opt-in), confirming, leaving, and a reader's own switch. */
export async function newsletterRoutes(app: FastifyInstance) {
  const { newsletter } = app;
  documentEndpoints(app, [
    signUpForNewsletter,
    checkNewsletterConfirmLink,
    confirmNewsletterSubscription,
    setNewsletterSubscription,
  ]);
  const check = async (token: string) => ({ result: await newsletter.checkLink(token) });

  serve(
    app,
    signUpForNewsletter,
    async ({ body }) => {
      await newsletter.subscribe(body.email);
      return { subscribed: true as const };
    },
    { ...NO_CHANGE, ...perMinute(10) },
  );
  // The link of a confirmation mail: the page that follows it looks at the link while it renders (in
  // process) and changes nothing; a browser or a cache between never keeps the answer.
  serve(
    app,
    checkNewsletterConfirmLink,
    ({ query }) => check(query.token),
    { ...NO_CHANGE, ownAuthentication: true, ...perMinute(20) },
    {
      overHttp: (request, reply) => {
        reply.header('cache-control', 'no-store');
        return check(request.query.token);
      },
    },
  );
  // The page's button: only a person's click confirms.
  serve(
    app,
    confirmNewsletterSubscription,
    async ({ body }) => ({ result: await newsletter.confirm(body.token) }),
    { ...NO_CHANGE, ...perMinute(20) },
  );
  serve(
    app,
    unsubscribeWithToken,
    // The same answer for a token that removed an address, one used before and one never issued: it says
    // the address is not on the list, never whether the token was valid (docs/security.md).
    async ({ body }) => {
      await newsletter.unsubscribe(body.token);
      return { unsubscribed: true as const };
    },
    { ...NO_CHANGE, ...perMinute(20) },
  );
  serve(app, getNewsletterSubscription, ({ viewer }) => newsletter.subscription(viewer));
  serve(
    app,
    setNewsletterSubscription,
    ({ viewer, body }) => newsletter.setSubscription(viewer, body.subscribed),
    NO_CHANGE,
  );
}

import {
  newsletterConfirmAnswerSchema,
  newsletterConfirmLinkSchema,
  newsletterConfirmQuerySchema,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterSubscriptionInputSchema,
  newsletterSubscriptionSchema,
  newsletterUnsubscribeAnswerSchema,
  newsletterUnsubscribeQuerySchema,
} from '../schemas/newsletter';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** The newsletter's subscribers (docs/product.md#the-newsletter): double opt-in, leaving, a reader's switch. */
const newsletter = { tags: ['newsletter'] } as const;
const refused = errorAnswers(400);

export const signUpForNewsletter = endpoint({
  ...newsletter,
  access: 'public',
  method: 'POST',
  path: '/newsletter',
  summary: 'Subscribe an address to the newsletter',
  description:
    'Stores the address unconfirmed and mails it a confirmation link (double opt-in). Answers the same whether or not the address was already subscribed.',
  body: newsletterSubscribeSchema,
  response: { 200: newsletterSubscribeResponseSchema, ...refused },
});

/**
 * The confirmation link of the mail opens a page that asks (this GET, which changes nothing), then confirms
 * with its button (the POST): a mail scanner that follows the link confirms nothing (docs/security.md).
 */
export const checkNewsletterConfirmLink = endpoint({
  ...newsletter,
  access: 'public',
  method: 'GET',
  path: '/newsletter/confirm',
  summary: 'What a confirmation link is, without confirming anything',
  description:
    'Says whether the signed token waits to be confirmed, was used already, expired, or is not a link the site issued. Confirming takes the POST. Never kept by a cache.',
  query: newsletterConfirmQuerySchema,
  response: { 200: newsletterConfirmLinkSchema, ...refused },
});

export const confirmNewsletterSubscription = endpoint({
  ...newsletter,
  access: 'public',
  method: 'POST',
  path: '/newsletter/confirm',
  summary: 'Confirm a subscription with the signed token from the confirmation mail',
  description:
    'Sent by the button of the confirmation page. The token is signed and expires; the answer says whether it confirmed the address now, had done so before, expired, or is not a link the site issued.',
  body: newsletterConfirmQuerySchema,
  response: { 200: newsletterConfirmAnswerSchema, ...refused },
});

export const unsubscribeWithToken = endpoint({
  ...newsletter,
  access: 'public',
  method: 'POST',
  path: '/newsletter/unsubscribe',
  summary: 'Unsubscribe with the token from a newsletter e-mail',
  body: newsletterUnsubscribeQuerySchema,
  response: { 200: newsletterUnsubscribeAnswerSchema, ...refused },
});

export const getNewsletterSubscription = endpoint({
  ...newsletter,
  access: 'user',
  method: 'GET',
  path: '/newsletter/subscription',
  summary: "Whether the signed-in reader's address gets the newsletter",
  response: { 200: newsletterSubscriptionSchema, ...errorAnswers(401) },
});

export const setNewsletterSubscription = endpoint({
  ...newsletter,
  access: 'user',
  method: 'PUT',
  path: '/newsletter/subscription',
  summary: "Turn the newsletter on or off for the signed-in reader's address",
  description:
    'A verified address is confirmed at once; one not yet verified is sent the confirmation link first.',
  body: newsletterSubscriptionInputSchema,
  response: { 200: newsletterSubscriptionSchema, ...errorAnswers(400, 401) },
});

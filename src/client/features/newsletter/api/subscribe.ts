import { signUpForNewsletter } from '@shared/contract/newsletter';
import type { NewsletterSubscribeInput } from '@shared/schemas/newsletter';
import type { ApiClient } from '../../../lib/api-client';

/**
 * Signs an address up for the newsletter. A plain call rather than a query mutation: the form is on every
 * page, and without it the mutation machinery stays out of the home page's script (decision 0009).
 */
export const subscribeToNewsletter = (api: ApiClient, input: NewsletterSubscribeInput) =>
  api.call(signUpForNewsletter, { body: input });

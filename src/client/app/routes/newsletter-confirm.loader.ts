import { confirmNewsletterSubscription } from '@shared/contract/newsletter';
import type { NewsletterConfirmResult } from '@shared/schemas/newsletter';
import { ApiError } from '../../lib/api-client';
import { guarded } from '../loaders';

/**
 * The confirmation link of the newsletter's double opt-in, followed: the server confirms the address while
 * it renders the page, and the page says what became of the link. A link without a token, or one the API
 * refuses as malformed, is not a link the site issued.
 */
export const newsletterConfirmLoader = guarded('anyone', async ({ api }, { url }) => {
  const token = url.searchParams.get('token')?.trim() ?? '';
  if (!token) return { result: 'invalid' satisfies NewsletterConfirmResult };
  try {
    return await api.call(confirmNewsletterSubscription, { query: { token } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { result: 'invalid' as const };
    throw error;
  }
});

import { checkNewsletterConfirmLink } from '@shared/contract/newsletter';
import type { NewsletterConfirmLink } from '@shared/schemas/newsletter';
import { ApiError } from '../../lib/api-client';
import { guarded } from '../loaders';

/**
 * The confirmation link of the newsletter's double opt-in, followed: the server looks at the link while it
 * renders the page (confirming nothing: that is the page's button), and the page says what it is. A link
 * without a token, or one the API refuses as malformed, is not a link the site issued.
 */
export const newsletterConfirmLoader = guarded('anyone', async ({ api }, { url }) => {
  const token = url.searchParams.get('token')?.trim() ?? '';
  const invalid = { token, result: 'invalid' satisfies NewsletterConfirmLink };
  if (!token) return invalid;
  try {
    return { token, ...(await api.call(checkNewsletterConfirmLink, { query: { token } })) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return invalid;
    throw error;
  }
});

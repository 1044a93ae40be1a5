import { getArchivedNewsletterIssue } from '@shared/contract/newsletter-issues';
import { guarded, idParam, notFoundOn404 } from '../loaders';

/** A sent issue's web version; an unknown or unsent one is a 404 page. */
export const newsletterIssueLoader = guarded(
  'anyone',
  notFoundOn404(async ({ api }, { params }) => ({
    issue: await api.call(getArchivedNewsletterIssue, { params: { id: idParam(params.id) } }),
  })),
);

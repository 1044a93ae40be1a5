import { getDraftQueryOptions } from '../../features/articles/api/drafts';
import { getPublishersQueryOptions } from '../../features/publishers/api/get-publishers';
import { guarded, idParam, notFoundOn404 } from '../loaders';

/** The publishers, and the draft the address names (`?draft=<id>`), which only its author finds. */
export const addArticleLoader = guarded(
  'reader',
  notFoundOn404(async ({ queryClient, api }, { url }) => {
    const draft = url.searchParams.get('draft');
    await Promise.all([
      queryClient.ensureQueryData(getPublishersQueryOptions(api)),
      draft ? queryClient.ensureQueryData(getDraftQueryOptions(api, idParam(draft))) : null,
    ]);
  }),
);

import { getArticleQueryOptions } from '../../features/articles/api/get-article';
import { getPublishersQueryOptions } from '../../features/publishers/api/get-publishers';
import { guarded, idParam, notFoundOn404 } from '../loaders';

/** The article to edit, always fetched afresh (it may have been moderated since), and the publishers. */
export const updateArticleLoader = guarded(
  'reader',
  notFoundOn404(async ({ queryClient, api }, { params }) => {
    const id = idParam(params.id);
    await Promise.all([
      queryClient.fetchQuery({ ...getArticleQueryOptions(api, id), staleTime: 0 }),
      queryClient.ensureQueryData(getPublishersQueryOptions(api)),
    ]);
  }),
);

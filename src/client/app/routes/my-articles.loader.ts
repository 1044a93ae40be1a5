import { getDraftsQueryOptions } from '../../features/articles/api/drafts';
import { getMyArticlesQueryOptions } from '../../features/articles/api/get-my-articles';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { authorReadershipQueryOptions, rangeOf } from '../../features/readership/api/readership';
import { guarded, idParam, notFoundOn404, queryLoader } from '../loaders';

/** The signed-in reader's drafts and own articles, the page the address asks for. */
export const myArticlesLoader = queryLoader('reader', ({ api, auth }, { url }) => {
  const { page } = listParams(url.searchParams);
  const email = auth.getState().user?.email ?? '';
  // A range the server would refuse is not asked for: the numbers' section says what is wrong with it.
  const range = rangeOf(url.searchParams);
  return [
    getMyArticlesQueryOptions(api, email, { page, limit: LIST_PAGE_SIZE }),
    getDraftsQueryOptions(api),
    ...(range ? [authorReadershipQueryOptions(api, email, range)] : []),
  ];
});

/** An author's own article's history (the server answers 403 for anyone else's). */
export const myArticleHistoryLoader = guarded(
  'reader',
  notFoundOn404(async ({ queryClient, api }, { params }) => {
    const { getArticleHistoryQueryOptions } = await import('../../features/admin/api/article-history');
    await queryClient.ensureQueryData(getArticleHistoryQueryOptions(api, idParam(params.id)));
  }),
);

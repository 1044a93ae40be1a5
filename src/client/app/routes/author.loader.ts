import { getArticleListQueryOptions } from '../../features/articles/api/get-article-list';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { getAuthorQueryOptions } from '../../features/authors/api/get-author';
import { guarded, idParam, notFoundOn404 } from '../loaders';

/** An author's page: the author and the page number (the loader's data) and a page of their approved articles. */
export const authorLoader = guarded(
  'anyone',
  notFoundOn404(async ({ api, queryClient }, { params, url }) => {
    const id = idParam(params.id);
    const { page } = listParams(url.searchParams);
    const [author] = await Promise.all([
      queryClient.ensureQueryData(getAuthorQueryOptions(api, id)),
      queryClient.ensureQueryData(
        getArticleListQueryOptions(api, { authorId: id }, { page, limit: LIST_PAGE_SIZE }),
      ),
    ]);
    return { author, page };
  }),
);

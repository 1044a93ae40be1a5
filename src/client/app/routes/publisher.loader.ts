import { getArticleListQueryOptions } from '../../features/articles/api/get-article-list';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { getPublisherQueryOptions } from '../../features/publishers/api/get-publisher';
import { guarded, notFound, notFoundOn404 } from '../loaders';

/** A publisher's page: the publisher and the page number (the loader's data) and a page of its articles. */
export const publisherLoader = guarded(
  'anyone',
  notFoundOn404(async ({ api, queryClient }, { params, url }) => {
    if (!params.slug) throw notFound();
    const publisher = await queryClient.ensureQueryData(getPublisherQueryOptions(api, params.slug));
    const { page } = listParams(url.searchParams);
    const source = { publisher: publisher.publisherName };
    await queryClient.ensureQueryData(
      getArticleListQueryOptions(api, source, { page, limit: LIST_PAGE_SIZE }),
    );
    return { publisher, page };
  }),
);

import {
  getArticleQueryOptions,
  getRelatedArticlesQueryOptions,
} from '../../features/articles/api/get-article';
import { guarded, idParam, notFoundOn404 } from '../loaders';

/** An article and its related reading; the article is the loader's data, for the page's title and tags. */
export const articleDetailsLoader = guarded(
  'anyone',
  notFoundOn404(async ({ queryClient, api }, { params }) => {
    const id = idParam(params.id);
    const [article] = await Promise.all([
      queryClient.ensureQueryData(getArticleQueryOptions(api, id)),
      queryClient.ensureQueryData(getRelatedArticlesQueryOptions(api, id)),
    ]);
    return article;
  }),
);

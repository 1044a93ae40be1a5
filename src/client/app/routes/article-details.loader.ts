import type { Tag } from '@shared/constants';
import { GIFT_PARAM } from '@shared/gift-links';
import { slugOf } from '@shared/paths';
import { splitTags } from '@shared/text';
import {
  getArticleQueryOptions,
  getRelatedArticlesQueryOptions,
} from '../../features/articles/api/get-article';
import { getMostReadQueryOptions } from '../../features/articles/api/get-most-read';
import {
  getRecentArticlesQueryOptions,
  MORE_IN_SECTION,
} from '../../features/articles/api/get-recent-articles';
import { getPublisherQueryOptions } from '../../features/publishers/api/get-publisher';
import { guarded, idParam, notFoundOn404 } from '../loaders';

/**
 * An article and its related reading; the article is the loader's data, for the page's title and tags. On
 * the server, its publisher too, whose logo the page's metadata names; a publisher that fails to load only
 * leaves the logo out.
 */
export const articleDetailsLoader = guarded(
  'anyone',
  notFoundOn404(async ({ queryClient, api }, { params, url }) => {
    const id = idParam(params.id);
    const gift = url.searchParams.get(GIFT_PARAM) ?? undefined;
    const [article] = await Promise.all([
      queryClient.ensureQueryData(getArticleQueryOptions(api, id, gift)),
      queryClient.ensureQueryData(getRelatedArticlesQueryOptions(api, id)),
    ]);
    // What the page offers next is loaded with it, but an article never fails for want of it.
    const section = splitTags(article.tags)[0] as Tag | undefined;
    await Promise.all([
      queryClient.prefetchQuery(getMostReadQueryOptions(api)),
      ...(section
        ? [
            queryClient.prefetchQuery(
              getRecentArticlesQueryOptions(api, { tag: section, limit: MORE_IN_SECTION + 1 }),
            ),
          ]
        : []),
    ]);
    if (typeof window === 'undefined') {
      await queryClient
        .ensureQueryData(getPublisherQueryOptions(api, slugOf(article.publisher)))
        .catch(() => undefined);
    }
    return article;
  }),
);

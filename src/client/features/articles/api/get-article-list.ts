import type { Tag } from '@shared/constants';
import { listRecentArticles } from '@shared/contract/articles';
import { listAuthorArticles } from '@shared/contract/authors';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { pagedQueryOptions } from '../../../lib/paged-query';

/** Whose approved articles: a section's, a publisher's or an author's. */
export type ArticleListSource = { tag: Tag } | { publisher: string } | { authorId: string };

/** One page (`page` of `limit` articles) of a source's approved articles, newest first. */
export const getArticleListQueryOptions = (
  api: ApiClient,
  source: ArticleListSource,
  { page, limit }: { page: number; limit: number },
) => {
  const query = { page, limit };
  return 'authorId' in source
    ? pagedQueryOptions(['articles', 'author', source.authorId, query], () =>
        api.page(listAuthorArticles, { params: { id: source.authorId }, query }),
      )
    : pagedQueryOptions(['articles', 'recent', { ...source, ...query }], () =>
        api.page(listRecentArticles, { query: { ...source, ...query } }),
      );
};

export function useArticleList(source: ArticleListSource, page: { page: number; limit: number }) {
  return useQuery(getArticleListQueryOptions(useApi(), source, page));
}

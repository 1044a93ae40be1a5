import type { ArticleListQuery } from '@shared/schemas/articles';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/app-context';
import { getRecentArticlesQueryOptions, MORE_IN_SECTION } from './get-recent-articles';

// Apart from get-recent-articles.ts, which the home page loads: only an article's page needs this.
/**
 * The articles an article page lists under "More in <section>": the newest of its first section but itself.
 * Related leaves these out, so the page never offers one story twice.
 */
export function useMoreInSection(articleId: string, tag: string | undefined) {
  const more = useQuery({
    ...getRecentArticlesQueryOptions(useApi(), {
      tag: tag as ArticleListQuery['tag'],
      limit: MORE_IN_SECTION + 1,
    }),
    enabled: tag !== undefined,
  });
  const articles = (more.data?.items ?? [])
    .filter((article) => article._id !== articleId)
    .slice(0, MORE_IN_SECTION);
  return { articles, isPending: tag !== undefined && more.isPending };
}

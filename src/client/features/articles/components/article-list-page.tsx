import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LIST_PAGE_SIZE, listParams } from '../list-params';
import { type ArticleListQuery, ArticleResults, ResultsSummary, type ResultsTexts } from './article-results';

/**
 * Which page of its list a one-list page shows (from its address) and how long its pages are: the same
 * params as the route's loader, so the first render reads its cache.
 */
export function useListPage(): { page: number; limit: number } {
  const [searchParams] = useSearchParams();
  return { page: listParams(searchParams).page, limit: LIST_PAGE_SIZE };
}

/**
 * A page that is one paged list of articles (Premium Articles, Saved Articles): its title and introduction,
 * the count, the cards with their pages, and `empty` when there is nothing to show.
 */
export function ArticleListPage({
  texts,
  query,
  page,
  empty,
}: {
  texts: ResultsTexts & { title: string; intro: ReactNode };
  query: ArticleListQuery;
  page: number;
  empty: ReactNode;
}) {
  return (
    <div className="py-10">
      <PageHeader title={texts.title} intro={texts.intro} />
      <ResultsSummary query={query} texts={texts} />
      <ArticleResults query={query} page={page} texts={texts} empty={empty} />
    </div>
  );
}

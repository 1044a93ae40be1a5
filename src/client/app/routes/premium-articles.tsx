import { paths } from '@shared/paths';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { QueryState } from '../../components/ui/query-state';
import { Spinner } from '../../components/ui/spinner';
import { useCountView } from '../../features/articles/api/article-mutations';
import { usePremiumArticles } from '../../features/articles/api/get-premium-articles';
import { ArticleGrid } from '../../features/articles/components/article-card';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';

export function Component() {
  const [searchParams] = useSearchParams();
  const { page } = listParams(searchParams);
  // The same params as the route's loader, so the first render reads its cache.
  const articles = usePremiumArticles({ page, limit: LIST_PAGE_SIZE });
  const { mutate: countView } = useCountView();
  const { data } = articles;

  return (
    <div className="py-10">
      <header>
        <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Premium Articles</h1>
        <p className="mt-2 text-lg text-stone-600">
          Our in-depth reporting for subscribers. Everyone can read the opening; a subscription unlocks the
          rest.
        </p>
      </header>
      <div className="mt-6 flex min-h-8 items-center gap-3">
        {data ? (
          <p className="font-semibold text-stone-700">
            {data.total.toLocaleString('en-US')} premium {data.total === 1 ? 'article' : 'articles'}
          </p>
        ) : null}
        {articles.isFetching && data ? (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-stone-500">
            <Spinner size={16} />
            Updating…
          </span>
        ) : null}
      </div>
      <div className="mt-6">
        {data ? (
          data.items.length === 0 ? (
            <EmptyState
              links={[
                { to: paths.home, label: 'Go to Home' },
                { to: paths.allArticles, label: 'All Articles' },
              ]}
            />
          ) : (
            <div aria-busy={articles.isFetching} className={articles.isPlaceholderData ? 'opacity-60' : ''}>
              <ArticleGrid mainList articles={data.items} onReadMore={(article) => countView(article._id)} />
              <Pagination page={page} total={data.total} pageSize={LIST_PAGE_SIZE} />
            </div>
          )
        ) : (
          <QueryState
            inline
            error={articles.error}
            what="the premium articles"
            loadingLabel="Loading premium articles"
            onRetry={() => void articles.refetch()}
          />
        )}
      </div>
    </div>
  );
}

import { paths } from '@shared/paths';
import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { EmptyState, noArticlesLinks } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { QueryState } from '../../components/ui/query-state';
import { Spinner } from '../../components/ui/spinner';
import { useCountView } from '../../features/articles/api/article-mutations';
import { useSearchArticles } from '../../features/articles/api/search-articles';
import { ArticleGrid } from '../../features/articles/components/article-card';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { useAuth } from '../../lib/auth';

const buttonClass =
  'h-11 rounded bg-red-700 px-5 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2';

/** The search page (`/search?q=`): runs on load and on every new search. */
export function Component() {
  const inputId = useId();
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const { search, page } = listParams(searchParams, 'q');
  const { mutate: countView } = useCountView();
  const results = useSearchArticles({ search, page, limit: LIST_PAGE_SIZE });
  const { data } = results;

  return (
    <div className="py-10">
      <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Search</h1>
      <Form
        method="get"
        action={paths.search}
        role="search"
        className="mt-6 flex max-w-2xl items-end gap-2 rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
      >
        <div className="flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
            Search articles
          </label>
          <input
            key={search}
            id={inputId}
            type="search"
            name="q"
            defaultValue={search}
            required
            maxLength={200}
            placeholder="Words from a title or story"
            className="mt-1 block h-11 w-full rounded border border-stone-300 bg-white px-3 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40"
          />
        </div>
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </Form>

      <div className="mt-8">
        {!search ? (
          <p className="text-stone-600">Type a few words to search every published article.</p>
        ) : data ? (
          <>
            <div className="mb-6 flex items-center gap-3">
              <p aria-live="polite" className="font-semibold text-stone-700">
                {data.total.toLocaleString('en-US')} {data.total === 1 ? 'result' : 'results'} for “
                <span className="text-stone-900">{search}</span>”
              </p>
              {results.isFetching ? (
                <span role="status" className="inline-flex items-center gap-2 text-sm text-stone-500">
                  <Spinner size={16} />
                  Searching…
                </span>
              ) : null}
            </div>
            {data.items.length === 0 ? (
              <EmptyState links={noArticlesLinks(Boolean(user))} />
            ) : (
              <div aria-busy={results.isFetching} className={results.isPlaceholderData ? 'opacity-60' : ''}>
                <ArticleGrid
                  mainList
                  articles={data.items}
                  onReadMore={(article) => countView(article._id)}
                />
                <Pagination page={page} total={data.total} pageSize={LIST_PAGE_SIZE} />
              </div>
            )}
          </>
        ) : (
          <QueryState
            inline
            error={results.error}
            what="the search results"
            title="The search did not work."
            loadingLabel="Searching"
            onRetry={() => void results.refetch()}
          />
        )}
      </div>
    </div>
  );
}

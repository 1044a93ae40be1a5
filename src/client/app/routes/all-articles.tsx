import { TAGS } from '@shared/constants';
import { paths } from '@shared/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { EmptyState, noArticlesLinks } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { QueryState } from '../../components/ui/query-state';
import { Spinner } from '../../components/ui/spinner';
import { useCountView } from '../../features/articles/api/article-mutations';
import { getRecentArticlesQueryOptions } from '../../features/articles/api/get-recent-articles';
import { useSearchArticles } from '../../features/articles/api/search-articles';
import { ArticleGrid } from '../../features/articles/components/article-card';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { usePublishers } from '../../features/publishers/api/get-publishers';
import { useApi } from '../../lib/app-context';
import { useAuth } from '../../lib/auth';
import { useHydrated } from '../../lib/use-hydrated';

const controlClass =
  'mt-1 block h-11 w-full rounded border border-stone-300 bg-white px-3 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';
const labelClass = 'block text-sm font-semibold text-stone-800';
const buttonClass =
  'h-11 rounded bg-red-700 px-5 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2';

const countLabel = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'article' : 'articles'}`;

export function Component() {
  const baseId = useId();
  const api = useApi();
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, publisher, tag, page } = listParams(searchParams);
  const searching = search.length > 0;
  const publishers = usePublishers();
  const { mutate: countView } = useCountView();
  const hydrated = useHydrated();

  // The same query options and params as the route's loader, so the first render reads its cache.
  const searchResults = useSearchArticles({ search, page, limit: LIST_PAGE_SIZE }, searching);
  const browseResults = useQuery({
    ...getRecentArticlesQueryOptions(api, { publisher, tag, page, limit: LIST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: !searching,
  });
  const results = searching ? searchResults : browseResults;
  const { data } = results;

  // The filters show what the reader chose at once, and a second change builds on the first even while the
  // first list is still loading; when the address changes otherwise (back, a link), they follow it.
  const fromUrl = { publisher: searching ? '' : (publisher ?? ''), tag: searching ? '' : (tag ?? '') };
  const chosen = useRef(fromUrl);
  const [filters, setFilters] = useState(fromUrl);
  useEffect(() => {
    chosen.current = { publisher: fromUrl.publisher, tag: fromUrl.tag };
    setFilters(chosen.current);
  }, [fromUrl.publisher, fromUrl.tag]);

  /** A filter browses the whole list again: the search is cleared and paging starts over. */
  const changeFilter = (key: 'publisher' | 'tag') => (event: ChangeEvent<HTMLSelectElement>) => {
    chosen.current = { ...chosen.current, [key]: event.target.value };
    setFilters(chosen.current);
    const next = new URLSearchParams();
    if (chosen.current.publisher) next.set('publisher', chosen.current.publisher);
    if (chosen.current.tag) next.set('tag', chosen.current.tag);
    setSearchParams(next);
  };

  return (
    <div className="py-10">
      <header>
        <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">All Articles</h1>
        <p className="mt-2 text-lg text-stone-600">
          Every approved article, newest first. Search, or narrow the list by publisher and tag.
        </p>
      </header>

      <div className="mt-8 grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm lg:grid-cols-[2fr_1fr_1fr]">
        <Form method="get" action={paths.allArticles} role="search" className="flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor={`${baseId}-search`} className={labelClass}>
              Search articles
            </label>
            <input
              key={search}
              id={`${baseId}-search`}
              type="search"
              name="search"
              defaultValue={search}
              required
              maxLength={200}
              placeholder="Words from a title or story"
              className={controlClass}
            />
          </div>
          <button type="submit" className={buttonClass}>
            Search
          </button>
        </Form>
        <Form method="get" action={paths.allArticles} className="contents">
          <div>
            <label htmlFor={`${baseId}-publisher`} className={labelClass}>
              Publisher
            </label>
            <select
              id={`${baseId}-publisher`}
              name="publisher"
              value={filters.publisher}
              onChange={changeFilter('publisher')}
              className={controlClass}
            >
              <option value="">All publishers</option>
              {publishers.data?.map((item) => (
                <option key={item._id} value={item.publisherName}>
                  {item.publisherName}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${baseId}-tag`} className={labelClass}>
              Tag
            </label>
            <select
              id={`${baseId}-tag`}
              name="tag"
              value={filters.tag}
              onChange={changeFilter('tag')}
              className={controlClass}
            >
              <option value="">All tags</option>
              {TAGS.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </select>
          </div>
          {hydrated ? null : (
            // Before the page's script runs (or without it) the filters apply with a button; after, on change.
            <button type="submit" className={`${buttonClass} self-end lg:col-start-3`}>
              Apply filters
            </button>
          )}
        </Form>
      </div>

      <div className="mt-6 flex min-h-8 flex-wrap items-center gap-3 text-stone-700">
        {data ? (
          <p aria-live="polite" className="font-semibold">
            {countLabel(data.total)}
            {searching ? (
              <>
                {' '}
                for “<span className="text-stone-900">{search}</span>”
              </>
            ) : null}
          </p>
        ) : null}
        {results.isFetching && data ? (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-stone-500">
            <Spinner size={16} />
            Updating…
          </span>
        ) : null}
        {searching ? (
          <Link to={paths.allArticles} className="text-sm font-semibold text-red-700 underline">
            Clear search
          </Link>
        ) : null}
      </div>

      <div className="mt-6">
        {data ? (
          data.items.length === 0 ? (
            <EmptyState links={noArticlesLinks(Boolean(user))}>
              {searching ? <p>Nothing matched your search. Try other words.</p> : null}
            </EmptyState>
          ) : (
            <div aria-busy={results.isFetching} className={results.isPlaceholderData ? 'opacity-60' : ''}>
              <ArticleGrid mainList articles={data.items} onReadMore={(article) => countView(article._id)} />
              <Pagination page={page} total={data.total} pageSize={LIST_PAGE_SIZE} />
            </div>
          )
        ) : (
          <QueryState
            inline
            error={results.error}
            what="the articles"
            loadingLabel="Loading articles"
            onRetry={() => void results.refetch()}
          />
        )}
      </div>
    </div>
  );
}

import { ARTICLE_TEXTS } from '@shared/messages';
import type { Article } from '@shared/schemas/articles';
import type { ReactNode } from 'react';
import { BusyNote } from '../../../components/ui/busy-note';
import type { PagedQuery } from '../../../components/ui/paged-table';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { useCountView } from '../api/article-mutations';
import { LIST_PAGE_SIZE } from '../list-params';
import { ArticleGrid } from './article-card';

/** A list query of article cards, as the reading pages hold it (the previous page shows while the next loads). */
export type ArticleListQuery = PagedQuery<Article> & { isPlaceholderData: boolean };

/**
 * A page of article cards: the spinner or the failure with a retry while it loads, `empty` when nothing is
 * there, else the cards (opening one counts its view) and the page links.
 */
export function ArticleResults({
  query,
  page,
  empty,
  what,
  loadingLabel,
  failedTitle,
}: {
  query: ArticleListQuery;
  page: number;
  empty: ReactNode;
  /** What is being loaded, e.g. "the articles". */
  what: string;
  loadingLabel: string;
  failedTitle?: string;
}) {
  const { mutate: countView } = useCountView();
  const { data } = query;
  if (!data) {
    return (
      <QueryState
        inline
        error={query.error}
        what={what}
        title={failedTitle}
        loadingLabel={loadingLabel}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data.items.length === 0) return <>{empty}</>;
  return (
    <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60' : ''}>
      <ArticleGrid mainList articles={data.items} onReadMore={(article) => countView(article._id)} />
      <Pagination page={page} total={data.total} pageSize={LIST_PAGE_SIZE} />
    </div>
  );
}

/**
 * The line above a list: how many there are (`count`), for which words when searching, a note while a
 * newer list loads, and `children` (a way to clear the search, say).
 */
export function ResultsSummary({
  query,
  count,
  search = '',
  busyLabel,
  children,
}: {
  query: ArticleListQuery;
  count: (total: number) => string;
  search?: string;
  busyLabel?: string;
  children?: ReactNode;
}) {
  const { data } = query;
  return (
    <div className="mt-6 flex min-h-8 flex-wrap items-center gap-3 text-stone-700">
      {data ? (
        <p aria-live="polite" className="font-semibold">
          {count(data.total)}
          {search ? (
            <>
              {' '}
              {ARTICLE_TEXTS.forQuery} “<span className="text-stone-900">{search}</span>”
            </>
          ) : null}
        </p>
      ) : null}
      {query.isFetching && data ? <BusyNote size={16} label={busyLabel} /> : null}
      {children}
    </div>
  );
}

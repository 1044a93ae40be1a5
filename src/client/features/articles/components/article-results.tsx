import { ARTICLE_TEXTS } from '@shared/messages';
import type { Article } from '@shared/schemas/articles';
import type { ReactNode } from 'react';
import { BusyNote } from '../../../components/ui/busy-note';
import type { PagedQuery } from '../../../components/ui/paged-table';
import { Pagination } from '../../../components/ui/pagination';
import { WithData } from '../../../components/ui/query-state';
import { useCountView } from '../api/article-mutations';
import { LIST_PAGE_SIZE } from '../list-params';
import { ArticleGrid } from './article-card';

/** A list query of article cards, as the reading pages hold it (the previous page shows while the next loads). */
export type ArticleListQuery = PagedQuery<Article> & { isPlaceholderData: boolean };

/** A list page's own words (shared/messages/articles): what it loads, how it counts, how it fails. */
export interface ResultsTexts {
  /** What is being loaded, e.g. "the articles". */
  what: string;
  loading: string;
  failed?: string;
  count: (total: number) => string;
  /** Said while a newer list loads; "Updating…" when not given. */
  busy?: string;
}

/**
 * A page of article cards: the spinner or the failure with a retry while it loads, `empty` when nothing is
 * there, else the cards (opening one counts its view) and the page links.
 */
export function ArticleResults({
  query,
  page,
  empty,
  texts,
}: {
  query: ArticleListQuery;
  page: number;
  empty: ReactNode;
  texts: ResultsTexts;
}) {
  const { mutate: countView } = useCountView();
  return (
    <div className="mt-6">
      <WithData inline query={query} what={texts.what} title={texts.failed} loadingLabel={texts.loading}>
        {(data) =>
          data.items.length === 0 ? (
            empty
          ) : (
            <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60' : ''}>
              <ArticleGrid mainList articles={data.items} onReadMore={(article) => countView(article._id)} />
              <Pagination page={page} total={data.total} pageSize={LIST_PAGE_SIZE} />
            </div>
          )
        }
      </WithData>
    </div>
  );
}

/**
 * The line above a list: how many there are, for which words when searching, a note while a
 * newer list loads, and `children` (a way to clear the search, say).
 */
export function ResultsSummary({
  query,
  texts,
  search = '',
  children,
}: {
  query: ArticleListQuery;
  texts: ResultsTexts;
  search?: string;
  children?: ReactNode;
}) {
  const { data } = query;
  return (
    <div className="mt-6 flex min-h-8 flex-wrap items-center gap-3 text-stone-700">
      {data ? (
        <p aria-live="polite" className="font-semibold">
          {texts.count(data.total)}
          {search ? (
            <>
              {' '}
              {ARTICLE_TEXTS.forQuery} “<span className="text-stone-900">{search}</span>”
            </>
          ) : null}
        </p>
      ) : null}
      {query.isFetching && data ? <BusyNote size={16} label={texts.busy} /> : null}
      {children}
    </div>
  );
}

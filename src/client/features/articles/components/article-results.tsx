import { SEARCH_RESULTS_MAX } from '@shared/constants';
import { ARTICLE_LIST_TEXTS, ARTICLE_TEXTS } from '@shared/messages';
import type { Article } from '@shared/schemas/articles';
import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { BusyNote } from '../../../components/ui/busy-note';
import { Link } from '../../../components/ui/link';
import type { PagedQuery } from '../../../components/ui/paged-table';
import { Pagination } from '../../../components/ui/pagination';
import { WithData } from '../../../components/ui/query-state';
import { useCountView } from '../api/article-mutations';
import { LIST_PAGE_SIZE } from '../list-params';
import { ArticleGrid, type CardText } from './article-card';

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
 * True while the address moves to another page or filter of this same list: until the new list arrives the
 * one on screen is stale, and is shown so (dimmed, aria-busy), never as the answer to the new address.
 */
export function useListPending(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search
  );
}

/** The address of another page of this list (every other parameter kept). */
function usePageHref(): (target: number) => string {
  const location = useLocation();
  return (target) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete('page');
    else params.set('page', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
}

/** A page past the last one: says so, links to the last page, and keeps the page links. */
function NoSuchPage({ page, total }: { page: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const hrefFor = usePageHref();
  return (
    <div>
      <section
        aria-label={ARTICLE_LIST_TEXTS.noSuchPage(page, pages)}
        className="flex flex-col items-center rounded-lg border border-dashed border-stone-300 bg-stone-50 px-6 py-14 text-center"
      >
        <h2 className="font-serif text-2xl font-bold text-stone-900">
          {ARTICLE_LIST_TEXTS.noSuchPage(page, pages)}
        </h2>
        <Link
          to={hrefFor(pages)}
          className="mt-6 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
        >
          {ARTICLE_LIST_TEXTS.lastPage(pages)}
        </Link>
      </section>
      <Pagination page={page} total={total} pageSize={LIST_PAGE_SIZE} />
    </div>
  );
}

/**
 * A page of article cards: the spinner or the failure with a retry while it loads, `empty` when nothing is
 * there, a way back when the page is past the last one, else the cards (opening one counts its view) and the
 * page links. While another page or filter loads, the cards on screen are dimmed and marked busy.
 */
export function ArticleResults({
  query,
  page,
  empty,
  texts,
  shown,
}: {
  query: ArticleListQuery;
  page: number;
  empty: ReactNode;
  texts: ResultsTexts;
  /** What each card shows instead of its article's title and preview (a search's marked matches). */
  shown?: (article: Article) => CardText;
}) {
  const { mutate: countView } = useCountView();
  const stale = useListPending() || query.isPlaceholderData;
  return (
    <div className="mt-6">
      <WithData inline query={query} what={texts.what} title={texts.failed} loadingLabel={texts.loading}>
        {(data) =>
          data.items.length === 0 && data.total > 0 && page > 1 ? (
            <NoSuchPage page={page} total={data.total} />
          ) : data.items.length === 0 ? (
            empty
          ) : (
            <div
              aria-busy={stale || query.isFetching}
              className={stale ? 'opacity-50 transition-opacity' : 'transition-opacity'}
            >
              <ArticleGrid
                mainList
                shown={shown}
                articles={data.items}
                onReadMore={(article) => countView(article._id)}
              />
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
  const pending = useListPending();
  return (
    <div className="mt-6 flex min-h-8 flex-wrap items-center gap-3 text-stone-700">
      {data ? (
        <p aria-live="polite" className={pending ? 'font-semibold opacity-50' : 'font-semibold'}>
          {texts.count(data.total)}
          {search ? (
            <>
              {' '}
              {ARTICLE_TEXTS.forQuery} “<span className="text-stone-900">{search}</span>”
            </>
          ) : null}
        </p>
      ) : null}
      {(query.isFetching || pending) && data ? <BusyNote size={16} label={texts.busy} /> : null}
      {children}
      {search && data && data.total >= SEARCH_RESULTS_MAX ? (
        <p className="basis-full text-sm text-stone-600">{ARTICLE_TEXTS.newestMatches(SEARCH_RESULTS_MAX)}</p>
      ) : null}
    </div>
  );
}

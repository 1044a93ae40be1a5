import { ARTICLE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { PageHeader } from '../../components/ui/page-header';
import { ArticleFilters, UnknownFilters } from '../../features/articles/components/article-filters';
import { ArticleResults, ResultsSummary } from '../../features/articles/components/article-results';
import { EmptyResults } from '../../features/articles/components/empty-results';
import { SearchForm } from '../../features/articles/components/search-form';
import { useBrowseArticles } from '../../features/articles/hooks/use-browse-articles';
import { browseParams } from '../../features/articles/list-params';
import { usePublishers } from '../../features/publishers/api/get-publishers';
import { useAuth } from '../../lib/auth';

const TEXTS = ARTICLE_TEXTS.all;

/** The address without the search: the same publisher and tag. */
const withoutSearch = (publisher?: string, tag?: string) => {
  const params = new URLSearchParams();
  if (publisher) params.set('publisher', publisher);
  if (tag) params.set('tag', tag);
  const query = params.toString();
  return query ? `${paths.allArticles}?${query}` : paths.allArticles;
};

/** The address with the same search and no filter. */
const withoutFilters = (search: string) =>
  search ? `${paths.allArticles}?${new URLSearchParams({ search })}` : paths.allArticles;

export function Component() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const publishers = usePublishers();
  const names = publishers.data?.map((publisher) => publisher.publisherName);
  const { search, publisher, tag, page, unknown } = browseParams(searchParams, names);
  const searching = search.length > 0;
  const results = useBrowseArticles({ search, publisher, tag, page });

  return (
    <div className="py-10">
      <PageHeader title={TEXTS.title} intro={TEXTS.intro} />
      <div className="mt-8 grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm lg:grid-cols-[2fr_1fr_1fr]">
        <SearchForm action={paths.allArticles} name="search" value={search} keep={{ publisher, tag }} />
        <ArticleFilters
          publishers={publishers.data ?? []}
          current={{ publisher: publisher ?? '', tag: tag ?? '' }}
          search={search}
        />
      </div>
      <UnknownFilters unknown={unknown} />
      <ResultsSummary query={results} texts={TEXTS} search={search}>
        {searching ? (
          <Link to={withoutSearch(publisher, tag)} className="text-sm font-semibold text-red-700 underline">
            {TEXTS.clearSearch}
          </Link>
        ) : null}
        {publisher || tag ? (
          <Link to={withoutFilters(search)} className="text-sm font-semibold text-red-700 underline">
            {ARTICLE_TEXTS.emptyHelp.clearFilters}
          </Link>
        ) : null}
      </ResultsSummary>
      <ArticleResults
        query={results}
        page={page}
        texts={TEXTS}
        empty={
          <EmptyResults
            signedIn={Boolean(user)}
            searched={searching}
            clearHref={publisher || tag ? withoutFilters(search) : undefined}
          >
            {searching ? <p>{TEXTS.noMatch}</p> : null}
          </EmptyResults>
        }
      />
    </div>
  );
}

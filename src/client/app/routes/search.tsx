import { ARTICLE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { useSearchArticles } from '../../features/articles/api/search-articles';
import { UnknownFilters } from '../../features/articles/components/article-filters';
import { ArticleResults, ResultsSummary } from '../../features/articles/components/article-results';
import { EmptyResults } from '../../features/articles/components/empty-results';
import { highlightedCard } from '../../features/articles/components/highlighted';
import { SearchFilters, searchHref } from '../../features/articles/components/search-filters';
import { SearchForm } from '../../features/articles/components/search-form';
import { LIST_PAGE_SIZE, searchPageParams } from '../../features/articles/list-params';
import { usePublishers } from '../../features/publishers/api/get-publishers';
import { useAuth } from '../../lib/auth';

const TEXTS = ARTICLE_TEXTS.search;

/** The search page (`/search?q=`): runs on load and on every new search, narrowed by the filters. */
export function Component() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const publishers = usePublishers();
  const names = publishers.data?.map((publisher) => publisher.publisherName);
  const { search, publisher, tag, from, to, sort, page, unknown } = searchPageParams(searchParams, names);
  const results = useSearchArticles({ search, publisher, tag, from, to, sort, page, limit: LIST_PAGE_SIZE });

  return (
    <div className="py-10">
      <PageHeader title={TEXTS.title} />
      <SearchForm
        action={paths.search}
        name="q"
        value={search}
        keep={{ tag, publisher, from, to, sort }}
        className="mt-6 max-w-2xl rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
      />
      {search ? (
        <>
          <SearchFilters
            current={{ search, tag, publisher, from, to, sort }}
            publishers={publishers.data ?? []}
          />
          <UnknownFilters unknown={unknown} />
          <ResultsSummary query={results} texts={TEXTS} search={search} />
          <ArticleResults
            query={results}
            page={page}
            texts={TEXTS}
            shown={highlightedCard}
            empty={
              <EmptyResults
                signedIn={Boolean(user)}
                searched
                clearHref={tag || publisher || from || to ? searchHref({ search, sort }) : undefined}
              />
            }
          />
        </>
      ) : (
        <p className="mt-8 text-stone-600">{TEXTS.prompt}</p>
      )}
    </div>
  );
}

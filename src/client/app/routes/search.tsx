import { ARTICLE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useSearchParams } from 'react-router';
import { EmptyState, noArticlesLinks } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSearchArticles } from '../../features/articles/api/search-articles';
import { ArticleResults, ResultsSummary } from '../../features/articles/components/article-results';
import { SearchForm } from '../../features/articles/components/search-form';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { useAuth } from '../../lib/auth';

const TEXTS = ARTICLE_TEXTS.search;

/** The search page (`/search?q=`): runs on load and on every new search. */
export function Component() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const { search, page } = listParams(searchParams, 'q');
  const results = useSearchArticles({ search, page, limit: LIST_PAGE_SIZE });

  return (
    <div className="py-10">
      <PageHeader title={TEXTS.title} />
      <SearchForm
        action={paths.search}
        name="q"
        value={search}
        className="mt-6 max-w-2xl rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
      />
      {search ? (
        <>
          <ResultsSummary query={results} texts={TEXTS} search={search} />
          <ArticleResults
            query={results}
            page={page}
            texts={TEXTS}
            empty={<EmptyState links={noArticlesLinks(Boolean(user))} />}
          />
        </>
      ) : (
        <p className="mt-8 text-stone-600">{TEXTS.prompt}</p>
      )}
    </div>
  );
}

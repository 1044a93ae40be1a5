import { ARTICLE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { usePremiumArticles } from '../../features/articles/api/get-premium-articles';
import { ArticleResults, ResultsSummary } from '../../features/articles/components/article-results';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';

const TEXTS = ARTICLE_TEXTS.premium;

export function Component() {
  const [searchParams] = useSearchParams();
  const { page } = listParams(searchParams);
  // The same params as the route's loader, so the first render reads its cache.
  const articles = usePremiumArticles({ page, limit: LIST_PAGE_SIZE });

  return (
    <div className="py-10">
      <PageHeader title={TEXTS.title} intro={TEXTS.intro} />
      <ResultsSummary query={articles} texts={TEXTS} />
      <ArticleResults
        query={articles}
        page={page}
        texts={TEXTS}
        empty={
          <EmptyState
            links={[
              { to: paths.home, label: TEXTS.home },
              { to: paths.allArticles, label: TEXTS.all },
            ]}
          />
        }
      />
    </div>
  );
}

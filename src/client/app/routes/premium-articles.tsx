import { ARTICLE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { usePremiumArticles } from '../../features/articles/api/get-premium-articles';
import { ArticleListPage, useListPage } from '../../features/articles/components/article-list-page';

const TEXTS = ARTICLE_TEXTS.premium;

export function Component() {
  const { page, limit } = useListPage();
  const articles = usePremiumArticles({ page, limit });
  return (
    <ArticleListPage
      texts={TEXTS}
      query={articles}
      page={page}
      empty={
        <EmptyState
          links={[
            { to: paths.home, label: TEXTS.home },
            { to: paths.allArticles, label: TEXTS.all },
          ]}
        />
      }
    />
  );
}

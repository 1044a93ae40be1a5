import { SAVED_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { ArticleListPage, useListPage } from '../../features/articles/components/article-list-page';
import { useSavedArticles } from '../../features/saved/api/saved-articles';

const TEXTS = SAVED_TEXTS.page;

export function Component() {
  const { page, limit } = useListPage();
  const articles = useSavedArticles({ page, limit });
  return (
    <ArticleListPage
      texts={TEXTS}
      query={articles}
      page={page}
      empty={
        <EmptyState
          title={TEXTS.emptyTitle}
          links={[
            { to: paths.allArticles, label: TEXTS.latest },
            { to: paths.home, label: TEXTS.home },
          ]}
        >
          {TEXTS.emptyText}
        </EmptyState>
      }
    />
  );
}

import { ARTICLE_TEXTS } from '@shared/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { type ArticleListSource, useArticleList } from '../api/get-article-list';
import { LIST_PAGE_SIZE } from '../list-params';
import { ArticleResults, ResultsSummary } from './article-results';

const TEXTS = ARTICLE_TEXTS.all;

/**
 * The articles of a section, a publisher or an author, a page at a time: how many there are, the cards
 * (the previous page dimmed while the next loads) and the page links.
 */
export function ArticleCollection({ source, page }: { source: ArticleListSource; page: number }) {
  const results = useArticleList(source, { page, limit: LIST_PAGE_SIZE });
  return (
    <>
      <ResultsSummary query={results} texts={TEXTS} />
      <ArticleResults query={results} page={page} texts={TEXTS} empty={<EmptyState />} />
    </>
  );
}

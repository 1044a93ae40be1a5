import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { paths } from '@shared/paths';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useArticle } from '../../features/articles/api/get-article';
import { ArticleEditor } from '../../features/articles/components/article-editor';
import { ArticleLoadFailed } from '../../features/articles/components/article-problem';
import { usePublishers } from '../../features/publishers/api/get-publishers';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const article = useArticle(id);
  const publishers = usePublishers();

  if (article.isPending || publishers.isPending)
    return <PageSpinner label={ARTICLE_WRITING_TEXTS.update.loading} />;
  if (article.isError || publishers.isError) {
    return (
      <ArticleLoadFailed
        error={article.error ?? publishers.error}
        onRetry={() => {
          void article.refetch();
          void publishers.refetch();
        }}
      />
    );
  }
  return (
    <ArticleEditor
      article={article.data}
      publishers={publishers.data}
      onSaved={() => navigate(paths.myArticles)}
    />
  );
}

import { isUuid } from '@shared/ids';
import { ARTICLE_TEXTS } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useCountView } from '../../features/articles/api/article-mutations';
import { getArticleQueryOptions, useArticle } from '../../features/articles/api/get-article';
import { ArticleLoadFailed } from '../../features/articles/components/article-problem';
import { ArticleView, RelatedArticles } from '../../features/articles/components/article-view';
import { useApi } from '../../lib/app-context';
import { useAuth } from '../../lib/auth';

export function Component() {
  const { id = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const article = useArticle(id);
  const { mutate: countView } = useCountView();
  const counted = useRef<string | null>(null);
  const { user } = useAuth();

  // Opening the page counts the view, once per article; the server counts each reader once per window.
  useEffect(() => {
    if (!isUuid(id) || counted.current === id) return;
    counted.current = id;
    countView(id, {
      onSuccess: ({ viewCount }) => {
        queryClient.setQueryData(getArticleQueryOptions(api, id).queryKey, (current) =>
          current ? { ...current, viewCount } : current,
        );
      },
    });
  }, [id, api, queryClient, countView]);

  // A preview cut for who the reader was (a visitor, a reader without premium) is outdated once they sign
  // in or subscribe; the cached copy does not know who asked, so ask again.
  const locked = article.data?.locked ? article.data.lockReason : undefined;
  const premiumActive = Boolean(user?.premiumUntil && new Date(user.premiumUntil).getTime() > Date.now());
  const outdated =
    Boolean(user) &&
    (locked === 'signin' || (locked === 'premium' && (premiumActive || user?.role === 'admin')));
  useEffect(() => {
    if (outdated) void queryClient.invalidateQueries({ queryKey: getArticleQueryOptions(api, id).queryKey });
  }, [outdated, api, id, queryClient]);

  if (article.isPending) return <PageSpinner label={ARTICLE_TEXTS.update.loading} />;
  if (article.isError)
    return <ArticleLoadFailed error={article.error} onRetry={() => void article.refetch()} />;

  return (
    <div className="py-10">
      <div className="mx-auto max-w-3xl">
        <ArticleView article={article.data} />
      </div>
      <RelatedArticles id={id} />
    </div>
  );
}

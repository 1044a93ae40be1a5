import { GIFT_PARAM } from '@shared/gift-links';
import { isUuid } from '@shared/ids';
import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import type { Article } from '@shared/schemas/articles';
import { splitTags } from '@shared/text';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useApi } from '../../../lib/app-context';
import { useAuth } from '../../../lib/auth';
import { getArticleQueryOptions, useArticle } from '../api/get-article';
import { sendPageView } from '../api/view-beacon';
import { ArticleLoadFailed } from './article-problem';
import { ArticleView, RelatedArticles } from './article-view';
import { MoreInSection } from './more-in-section';
import { MostRead } from './most-read';
import { ShareLinks } from './share-links';

/**
 * An article's page: the article, its sharing links, more from its section, related and most read articles.
 * `actions`: what the route puts under the byline for this reader and article (Save, for a signed-in reader);
 * `after`: what follows the article and its sharing links (its comments).
 */
export function ArticlePage({
  id,
  actions,
  paywall,
  after,
}: {
  id: string;
  actions?: (article: Article) => ReactNode;
  /** What stands before a cut article's box (the meter's part); not on a gift link's page. */
  paywall?: (article: Article) => ReactNode;
  after?: (article: Article) => ReactNode;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const gift = useSearchParams()[0].get(GIFT_PARAM) ?? undefined;
  const article = useArticle(id, gift);
  const counted = useRef<string | null>(null);
  const { user } = useAuth();

  // Opening the page counts the view, once per article; the server counts each reader once per window.
  useEffect(() => {
    if (!isUuid(id) || counted.current === id) return;
    counted.current = id;
    sendPageView(api, id)
      .then(({ viewCount }) => {
        queryClient.setQueryData(getArticleQueryOptions(api, id, gift).queryKey, (current) =>
          current ? { ...current, viewCount } : current,
        );
      })
      .catch((error: unknown) => console.error('view count failed', error));
  }, [id, gift, api, queryClient]);

  // A preview cut for who the reader was (a visitor, a reader without premium) is outdated once they sign
  // in or subscribe; the cached copy does not know who asked, so ask again.
  const locked = article.data?.locked ? article.data.lockReason : undefined;
  const premiumActive = Boolean(user?.premiumUntil && new Date(user.premiumUntil).getTime() > Date.now());
  const outdated =
    Boolean(user) &&
    (locked === 'signin' ||
      (locked === 'premium' && (premiumActive || user?.role === 'admin' || user?.role === 'editor')));
  useEffect(() => {
    if (outdated) void queryClient.invalidateQueries({ queryKey: getArticleQueryOptions(api, id).queryKey });
  }, [outdated, api, id, queryClient]);

  const section = article.data ? splitTags(article.data.tags)[0] : undefined;
  if (article.isPending) return <PageSpinner label={ARTICLE_WRITING_TEXTS.update.loading} />;
  if (article.isError)
    return <ArticleLoadFailed error={article.error} onRetry={() => void article.refetch()} />;

  return (
    <div className="py-10">
      <div className="mx-auto max-w-3xl">
        <ArticleView
          article={article.data}
          actions={actions?.(article.data)}
          paywall={gift === undefined ? paywall?.(article.data) : undefined}
        />
        <ShareLinks article={article.data} />
        {after?.(article.data)}
      </div>
      {section ? <MoreInSection articleId={id} tag={section} /> : null}
      <RelatedArticles id={id} section={section} />
      <MostRead exclude={id} />
    </div>
  );
}

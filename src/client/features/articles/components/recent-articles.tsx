import { ARTICLE_TEXTS, MESSAGES } from '@shared/messages';
import { WithData } from '../../../components/ui/query-state';
import { useRecentArticles } from '../api/get-recent-articles';
import { ArticleGrid } from './article-card';

const TEXTS = ARTICLE_TEXTS.recent;

/** The home page's newest approved articles. */
export function RecentArticles({ limit }: { limit: number }) {
  const recent = useRecentArticles({ limit });
  return (
    <section aria-labelledby="recent-articles-title" className="mt-16">
      <h2 id="recent-articles-title" className="mb-6 font-serif text-3xl font-bold">
        {TEXTS.title}
      </h2>
      <WithData inline query={recent} what={TEXTS.what} loadingLabel={TEXTS.loading}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="py-8 text-center text-stone-600">{MESSAGES.noArticles}</p>
          ) : (
            <ArticleGrid articles={data.items} />
          )
        }
      </WithData>
    </section>
  );
}

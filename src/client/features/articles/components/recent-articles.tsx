import { MESSAGES } from '@shared/messages';
import { Spinner } from '../../../components/ui/spinner';
import { useRecentArticles } from '../api/get-recent-articles';
import { ArticleGrid } from './article-card';

export function RecentArticles({ limit }: { limit: number }) {
  const { data, isPending, isError, error } = useRecentArticles({ limit });
  return (
    <section aria-labelledby="recent-articles-title" className="mt-16">
      <h2 id="recent-articles-title" className="mb-6 font-serif text-3xl font-bold">
        Recent Articles
      </h2>
      {isPending ? (
        <div className="flex justify-center py-12" role="status">
          <Spinner size={48} />
          <span className="sr-only">Loading recent articles</span>
        </div>
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : data.items.length === 0 ? (
        <p className="py-8 text-center text-stone-600">{MESSAGES.noArticles}</p>
      ) : (
        <ArticleGrid articles={data.items} />
      )}
    </section>
  );
}

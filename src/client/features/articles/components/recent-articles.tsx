import { ARTICLE_TEXTS, MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import { Link } from '../../../components/ui/link';
import { WithData } from '../../../components/ui/query-state';
import { useRecentArticles } from '../api/get-recent-articles';
import { ArticleGrid } from './article-card';

const TEXTS = ARTICLE_TEXTS.recent;

/** The home page's newest approved articles, and a See all link to the whole list under them. */
export function RecentArticles({ limit }: { limit: number }) {
  const recent = useRecentArticles({ limit });
  return (
    <section aria-labelledby="recent-articles-title" className="mt-10 md:mt-16">
      <h2 id="recent-articles-title" className="mb-4 font-serif text-3xl font-bold md:mb-6">
        {TEXTS.title}
      </h2>
      <WithData inline query={recent} what={TEXTS.what} loadingLabel={TEXTS.loading}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="py-8 text-center text-stone-600">{MESSAGES.noArticles}</p>
          ) : (
            <>
              <ArticleGrid articles={data.items} compact />
              <p className="mt-8 text-center">
                <Link
                  to={paths.allArticles}
                  className="inline-block rounded border-2 border-red-700 px-6 py-2.5 font-semibold text-red-700 hover:bg-red-700 hover:text-white"
                >
                  {TEXTS.seeAll}
                  <span className="sr-only">{TEXTS.seeAllHidden}</span>
                </Link>
              </p>
            </>
          )
        }
      </WithData>
    </section>
  );
}

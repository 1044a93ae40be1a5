import { HERO_PREVIEW_LENGTH, TIMINGS } from '@shared/constants';
import { imageSrcSet } from '@shared/images';
import { ARTICLE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { sectionName } from '@shared/sections';
import { preview, splitTags } from '@shared/text';
import { Carousel } from '../../../components/ui/carousel';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { useTopArticles } from '../api/get-top-articles';
import { PremiumBadge } from './premium-badge';

/** The hero slider: the most read articles, autoplaying every 2500 ms. */
export function HeroSlider() {
  const { data: articles, isPending, isError } = useTopArticles();
  const { user } = useAuth();
  if (isPending) {
    return (
      <div className="flex h-[420px] items-center justify-center" role="status">
        <Spinner size={100} />
        <span className="sr-only">{ARTICLE_TEXTS.recent.loadingTopStories}</span>
      </div>
    );
  }
  if (isError || articles.length === 0) return null;
  return (
    <section aria-label={ARTICLE_TEXTS.recent.topStories} className="overflow-hidden rounded-xl">
      <Carousel
        gap={50}
        loop
        autoplayMs={TIMINGS.heroAutoplayMs}
        pagination
        navigation
        hideInactive
        tone="light"
        slides={articles.map((article, index) => {
          const srcSet = imageSrcSet(article.image);
          return {
            key: article._id,
            // Pictures of the slides in view and next to it only: the rest load as autoplay comes near them.
            content: ({ near }: { near: boolean }) => (
              <div className="relative flex h-full min-h-[320px] items-end sm:min-h-[420px] md:min-h-[520px]">
                {article.image && near ? (
                  <img
                    src={article.image}
                    {...(srcSet ? { srcSet, sizes: '(min-width: 1280px) 1280px, 100vw' } : {})}
                    alt=""
                    className="absolute inset-0 h-full w-full object-cover"
                    {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
                    width={1280}
                    height={720}
                  />
                ) : null}
                <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/45 to-black/10" />
                {/* Room at the bottom for the slider's controls, which sit under the text, never over it. */}
                <div className="relative z-10 max-w-3xl p-4 pb-12 text-white sm:p-6 sm:pb-14 md:p-12 md:pb-16">
                  <p className="mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold sm:mb-3">
                    <PremiumBadge article={article} />
                    {/* Solid chips: the tags read the same on a light picture as on a dark one. */}
                    {splitTags(article.tags).map((tag) => (
                      <Link
                        key={tag}
                        to={paths.section(tag)}
                        className="rounded bg-stone-900 px-2 py-0.5 text-white hover:bg-red-800"
                      >
                        #{sectionName(tag)}
                      </Link>
                    ))}
                  </p>
                  <h2 className="font-serif text-2xl font-bold leading-tight sm:text-3xl md:text-5xl">
                    <Link to={paths.articleDetails(article._id)} className="hover:underline">
                      {article.title}
                    </Link>
                  </h2>
                  <p className="mt-2 text-sm text-stone-100 sm:mt-4 sm:text-base md:text-lg">
                    {preview(article.description, HERO_PREVIEW_LENGTH)}
                  </p>
                  <Link
                    to={user ? paths.allArticles : paths.login}
                    className="mt-4 inline-block rounded bg-red-700 px-5 py-2.5 font-semibold hover:bg-red-800 sm:mt-6 sm:px-6 sm:py-3"
                  >
                    {ARTICLE_TEXTS.view.explore}
                  </Link>
                </div>
              </div>
            ),
          };
        })}
      />
    </section>
  );
}

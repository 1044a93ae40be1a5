import { HOME_RECENT_LIMIT } from '../../features/articles/api/get-recent-articles';
import { HeroSlider } from '../../features/articles/components/hero-slider';
import { LeadStory } from '../../features/articles/components/lead-story';
import { MostRead } from '../../features/articles/components/most-read';
import { RecentArticles } from '../../features/articles/components/recent-articles';
import { Faq } from '../../features/faq/components/faq';
import { PlanCards } from '../../features/plans/components/plan-cards';
import { PublisherCarousel } from '../../features/publishers/components/publisher-carousel';
import { Statistics } from '../../features/stats/components/statistics';
import { useSiteName } from '../../lib/app-context';

export function Component() {
  const siteName = useSiteName();
  return (
    <>
      <section className="py-4 text-center md:py-8">
        <h1 className="font-serif text-4xl font-bold md:text-5xl">{siteName}</h1>
        <p className="mt-2 text-lg text-stone-600">A trusted source of daily news updates.</p>
      </section>
      <LeadStory />
      <HeroSlider />
      <PublisherCarousel />
      <Statistics />
      <RecentArticles limit={HOME_RECENT_LIMIT} />
      <MostRead />
      <PlanCards />
      <Faq />
    </>
  );
}

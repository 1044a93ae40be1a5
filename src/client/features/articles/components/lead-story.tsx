import { HERO_PREVIEW_LENGTH } from '@shared/constants';
import { ARTICLE_TEXTS } from '@shared/messages';
import { FRONT_PAGE_TEXTS } from '@shared/messages/front-page';
import { paths } from '@shared/paths';
import { preview } from '@shared/text';
import { Link } from '../../../components/ui/link';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useFrontPage } from '../api/get-front-page';
import { Byline } from './byline';
import { PremiumBadge } from './premium-badge';
import { StoryTime } from './story-time';

/**
 * The lead story an editor picked (docs/product.md#front-page): first on the front page, larger than any
 * card, with its standfirst. Nothing when none is picked, so the page reads as it did.
 */
export function LeadStory() {
  const lead = useFrontPage().data?.lead;
  if (!lead) return null;
  const href = paths.articleDetails(lead._id);
  return (
    <section aria-labelledby="lead-story-title" className="mb-8 md:mb-12">
      <article className="grid overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:grid-cols-[3fr_2fr]">
        {lead.image ? (
          <Link
            to={href}
            tabIndex={-1}
            aria-hidden="true"
            className="relative block aspect-[16/9] bg-stone-100 md:aspect-auto"
          >
            <ResponsiveImage
              src={lead.image}
              alt=""
              sizes="(min-width: 768px) 60vw, 100vw"
              priority
              className="h-full w-full object-cover"
              width={960}
              height={540}
            />
            <PremiumBadge article={lead} className="absolute left-3 top-3" />
          </Link>
        ) : null}
        <div className="flex flex-col gap-3 p-5 md:p-8">
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
            <span className="font-semibold uppercase tracking-wide text-red-700">
              {FRONT_PAGE_TEXTS.leadLabel}
              <span aria-hidden="true"> · </span>
              {lead.publisher}
            </span>
            <StoryTime article={lead} />
          </p>
          <h2 id="lead-story-title" className="font-serif text-3xl font-bold leading-tight md:text-4xl">
            <Link to={href} className="hover:text-red-800 hover:underline">
              {lead.title}
            </Link>
          </h2>
          <p className="text-lg text-stone-700">{preview(lead.description, HERO_PREVIEW_LENGTH)}</p>
          <div className="mt-auto flex items-center gap-3 pt-2">
            <Byline article={lead} size="card" />
          </div>
          <Link
            to={href}
            className="self-start rounded bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
          >
            {ARTICLE_TEXTS.view.readMore}
            <span className="sr-only">: {lead.title}</span>
          </Link>
        </div>
      </article>
    </section>
  );
}

import { HERO_PREVIEW_LENGTH } from '@shared/constants';
import { paths } from '@shared/paths';
import { preview } from '@shared/text';
import { Link } from '../../../components/ui/link';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useFrontPage } from '../api/get-front-page';
import { StoryTime } from './story-time';

/**
 * The lead story an editor picked (docs/product.md#front-page): first on the front page, larger than any
 * card, with its standfirst. Nothing when none is picked, so the page reads as it did. Kept to what a lead
 * needs: the home page's script is on a tight budget (docs/decisions/0009-page-budgets.md).
 */
export function LeadStory() {
  const lead = useFrontPage().data?.lead;
  if (!lead) return null;
  const href = paths.articleDetails(lead._id);
  return (
    <section
      aria-labelledby="lead-story-title"
      className="mb-8 grid overflow-hidden rounded-xl border border-stone-200 bg-white md:mb-12 md:grid-cols-[3fr_2fr]"
    >
      {lead.image ? (
        <ResponsiveImage
          src={lead.image}
          alt=""
          sizes="(min-width: 768px) 60vw, 100vw"
          priority
          className="aspect-[16/9] h-full w-full object-cover"
          width={960}
          height={540}
        />
      ) : null}
      <div className="flex flex-col gap-3 p-5 md:p-8">
        <p className="flex flex-wrap gap-x-2 text-xs">
          <span className="font-semibold uppercase text-red-700">{lead.publisher}</span>
          <StoryTime article={lead} />
        </p>
        <h2 id="lead-story-title" className="font-serif text-3xl font-bold md:text-4xl">
          <Link to={href} className="hover:underline">
            {lead.title}
          </Link>
        </h2>
        <p className="text-lg text-stone-700">{preview(lead.description, HERO_PREVIEW_LENGTH)}</p>
      </div>
    </section>
  );
}

import { CARD_PREVIEW_LENGTH } from '@shared/constants';
import { ARTICLE_TEXTS } from '@shared/messages';
import { READING_TEXTS } from '@shared/messages/reading';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { preview } from '@shared/text';
import type { ReactNode } from 'react';
import { EyeIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Reveal } from '../../../components/ui/reveal';
import { useCardActions } from '../../../lib/card-actions';
import { Byline } from './byline';
import { PremiumBadge } from './premium-badge';
import { StoryTime } from './story-time';

/** What a card may show instead of its article's title and preview. */
export interface CardText {
  title?: ReactNode;
  summary?: ReactNode;
}

/** A phone's card shows a 96 px thumbnail (6rem). */
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, (min-width: 640px) 100vw, 96px';

/**
 * The article card; `onReadMore` lets the page count the view. `headingLevel` fits the card's title
 * under the page's headings; `priority` loads the picture first, for a card at the top of the page;
 * `shown` replaces the title's text and the preview (a search result's, with the matched words marked).
 */
export function ArticleCard({
  article,
  onReadMore,
  headingLevel = 3,
  priority = false,
  shown = {},
  compact = false,
}: {
  article: Article;
  onReadMore?: (article: Article) => void;
  headingLevel?: 2 | 3;
  priority?: boolean;
  shown?: CardText;
  /** On a phone, a headline row: its time, headline and thumbnail only (a secondary list of the front page). */
  compact?: boolean;
}) {
  // What a compact row leaves out on a phone, and shows from `sm` up.
  const full = compact ? 'hidden sm:flex' : 'flex';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = paths.articleDetails(article._id);
  const open = () => onReadMore?.(article);
  const actions = useCardActions();
  return (
    <Reveal className="h-full">
      {/* On a phone the card is a compact headline: the picture a thumbnail beside the title, everything else
          under both, so a screen holds several stories. From `sm` up, the picture tops the card. */}
      <article className="grid h-full grid-cols-[1fr_6rem] content-start gap-x-3 gap-y-2 overflow-hidden rounded-lg border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:flex sm:flex-col sm:gap-0 sm:p-0">
        <div className="relative col-start-2 row-span-2 row-start-1 aspect-square overflow-hidden rounded bg-stone-100 sm:aspect-[16/9] sm:rounded-none">
          {article.image ? (
            // The picture leads to the article too; the title's link is the one keyboards and screen readers meet.
            <Link to={href} onClick={open} tabIndex={-1} aria-hidden="true">
              <ResponsiveImage
                src={article.image}
                alt=""
                sizes={CARD_SIZES}
                priority={priority}
                className="h-full w-full object-cover"
                width={640}
                height={360}
              />
            </Link>
          ) : null}
          <PremiumBadge article={article} className="absolute left-1 top-1 sm:left-3 sm:top-3" />
        </div>
        <div className="contents sm:flex sm:flex-1 sm:flex-col sm:gap-3 sm:p-5">
          <p className="col-start-1 row-start-1 flex flex-wrap items-baseline gap-x-2 text-xs">
            <Link
              to={paths.publisher(article.publisher)}
              className="font-semibold uppercase tracking-wide text-red-700 hover:underline"
            >
              {article.publisher}
            </Link>
            <span className="text-stone-500">{READING_TEXTS.readingTime(article.readingMinutes)}</span>
            <StoryTime article={article} />
          </p>
          <Heading className="col-start-1 row-start-2 font-serif text-lg font-bold leading-snug sm:text-xl">
            <Link to={href} onClick={open} className="hover:text-red-800 hover:underline">
              {shown.title ?? article.title}
            </Link>
          </Heading>
          <p className={`col-span-2 text-sm text-stone-600 ${compact ? 'hidden sm:block' : ''}`}>
            {shown.summary ?? preview(article.description, CARD_PREVIEW_LENGTH)}
          </p>
          <div className={`col-span-2 mt-auto ${full} items-center gap-3 sm:pt-2`}>
            <Byline article={article} size="card" />
            <p
              className="ml-auto flex shrink-0 items-center gap-1 text-sm text-stone-500"
              title={ARTICLE_TEXTS.view.viewsLabel}
            >
              <EyeIcon />
              <span className="sr-only">{ARTICLE_TEXTS.view.viewsLabel}: </span>
              {article.viewCount.toLocaleString('en-US')}
            </p>
            {article.commentCount ? (
              <Link
                to={paths.articleComments(article._id)}
                className="shrink-0 text-sm text-stone-500 hover:text-red-800 hover:underline"
              >
                {READING_TEXTS.comments(article.commentCount)}
              </Link>
            ) : null}
            {actions(article)}
          </div>
          <Link
            to={href}
            onClick={open}
            className={`col-span-2 rounded bg-red-700 px-4 py-1.5 text-center font-semibold text-white hover:bg-red-800 sm:mt-2 sm:block sm:py-2 ${compact ? 'hidden' : ''}`}
          >
            {/* The title in the link's text, not only in a label: search engines read "Read More" alone as vague. */}
            {ARTICLE_TEXTS.view.readMore}
            <span className="sr-only">: {article.title}</span>
          </Link>
        </div>
      </article>
    </Reveal>
  );
}

/**
 * A grid of cards. `mainList`: the list a page is about, right under its h1 and at the top — titles are h2 and the
 * first picture loads first (it is the largest thing on a phone screen).
 */
export function ArticleGrid({
  articles,
  onReadMore,
  mainList = false,
  shown,
  compact = false,
}: {
  articles: Article[];
  onReadMore?: (article: Article) => void;
  mainList?: boolean;
  /** What each card shows instead of its article's title and preview. */
  shown?: (article: Article) => CardText;
  /** Compact headline rows on a phone (ArticleCard's `compact`). */
  compact?: boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article._id}>
          <ArticleCard
            article={article}
            onReadMore={onReadMore}
            headingLevel={mainList ? 2 : 3}
            priority={mainList && index === 0}
            shown={shown?.(article)}
            compact={compact}
          />
        </li>
      ))}
    </ul>
  );
}

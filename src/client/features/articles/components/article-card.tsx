import { CARD_PREVIEW_LENGTH } from '@shared/constants';
import { ARTICLE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { preview } from '@shared/text';
import { Link } from 'react-router';
import { EyeIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Reveal } from '../../../components/ui/reveal';
import { Byline } from './byline';
import { PremiumBadge } from './premium-badge';

const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

/**
 * The article card; `onReadMore` lets the page count the view. `headingLevel` fits the card's title
 * under the page's headings; `priority` loads the picture first, for a card at the top of the page.
 */
export function ArticleCard({
  article,
  onReadMore,
  headingLevel = 3,
  priority = false,
}: {
  article: Article;
  onReadMore?: (article: Article) => void;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Reveal className="h-full">
      <article className="flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
        <div className="relative aspect-[16/9] bg-stone-100">
          {article.image ? (
            <ResponsiveImage
              src={article.image}
              alt=""
              sizes={CARD_SIZES}
              priority={priority}
              className="h-full w-full object-cover"
              width={640}
              height={360}
            />
          ) : null}
          <PremiumBadge article={article} className="absolute left-3 top-3" />
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <Heading className="font-serif text-xl font-bold leading-snug">{article.title}</Heading>
          <p className="text-sm text-stone-600">{preview(article.description, CARD_PREVIEW_LENGTH)}</p>
          <div className="mt-auto flex items-center gap-3 pt-2">
            <Byline article={article} size="card" />
            <p
              className="ml-auto flex shrink-0 items-center gap-1 text-sm text-stone-500"
              title={ARTICLE_TEXTS.view.viewsLabel}
            >
              <EyeIcon />
              <span className="sr-only">{ARTICLE_TEXTS.view.viewsLabel}: </span>
              {article.viewCount.toLocaleString('en-US')}
            </p>
          </div>
          <Link
            to={paths.articleDetails(article._id)}
            onClick={() => onReadMore?.(article)}
            className="mt-2 rounded bg-red-700 px-4 py-2 text-center font-semibold text-white hover:bg-red-800"
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
}: {
  articles: Article[];
  onReadMore?: (article: Article) => void;
  mainList?: boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article._id}>
          <ArticleCard
            article={article}
            onReadMore={onReadMore}
            headingLevel={mainList ? 2 : 3}
            priority={mainList && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

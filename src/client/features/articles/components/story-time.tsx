import { ARTICLE_TEXTS } from '@shared/messages';
import { FRONT_PAGE_TEXTS } from '@shared/messages/front-page';
import type { Article } from '@shared/schemas/articles';
import { DateText } from '../../../components/ui/date';

/** The red "Live" label of a running story an editor marked (nothing for any other article). */
export function LiveLabel({
  article,
  className = '',
}: {
  article: Pick<Article, 'live'>;
  className?: string;
}) {
  if (!article.live) return null;
  return (
    <span className={`rounded bg-red-700 px-1.5 font-bold uppercase text-white ${className}`}>
      {FRONT_PAGE_TEXTS.live}
    </span>
  );
}

/**
 * An article's sense of time on a card or the lead (docs/product.md#front-page): "Live" when it is a running
 * story, when it went live, and "Updated" with the time of its last approved edit after that.
 */
export function StoryTime({ article }: { article: Article }) {
  return (
    <>
      <LiveLabel article={article} />
      <span className="text-stone-600">
        <DateText iso={article.published ?? article.date} style="relative" />
        {article.updated ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {ARTICLE_TEXTS.view.updated} <DateText iso={article.updated} style="relative" />
          </>
        ) : null}
      </span>
    </>
  );
}

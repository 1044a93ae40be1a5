import type { Article } from '@shared/schemas/articles';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

/**
 * The article's cover picture, described by the author's text alternative (an article written before it had
 * one keeps an empty alt: its headline is right above, and repeating it says nothing), with the caption and
 * credit under it.
 */
export function ArticleCover({ article }: { article: Pick<Article, 'image' | 'imageAlt' | 'imageCaption'> }) {
  if (!article.image) return null;
  return (
    <figure className="mt-8">
      <ResponsiveImage
        src={article.image}
        alt={article.imageAlt ?? ''}
        sizes="(min-width: 1024px) 768px, 100vw"
        priority
        width={960}
        height={540}
        className="aspect-[16/9] w-full rounded-lg bg-stone-100 object-cover"
      />
      {article.imageCaption ? (
        <figcaption className="mt-2 text-sm text-stone-600">{article.imageCaption}</figcaption>
      ) : null}
    </figure>
  );
}

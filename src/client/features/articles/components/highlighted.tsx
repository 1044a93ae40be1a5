import type { Article, TextSegment } from '@shared/schemas/articles';
import type { CardText } from './article-card';

/** A text whose matched words are marked, from the server's segments: plain text, never HTML. */
export function Highlighted({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          // Segments have no identity of their own; their order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-stone-900">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/** A search result's card: its title and snippet with the matched words marked. */
export function highlightedCard(article: Article): CardText {
  const { highlight } = article;
  if (!highlight) return {};
  return {
    title: <Highlighted segments={highlight.title} />,
    summary: <Highlighted segments={highlight.snippet} />,
  };
}

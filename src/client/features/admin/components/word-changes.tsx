import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { boundedWordDiff } from '@shared/text-diff';

const TEXTS = NEWSROOM_TEXTS.history;

/** Words added and removed, marked so that screen readers say which (not by colour alone). */
export function Changes({ before, after }: { before: string; after: string }) {
  // Bounded as on the server: two long, very different versions would hold the page for seconds.
  const { parts, tooDifferent } = boundedWordDiff(before, after);
  if (tooDifferent) return <p className="text-stone-600">{TEXTS.tooDifferent}</p>;
  if (!parts.some((part) => part.added || part.removed)) {
    return <p className="text-stone-500">{TEXTS.noChanges}</p>;
  }
  return (
    <p className="whitespace-pre-wrap wrap-anywhere leading-relaxed text-stone-800">
      {parts.map((part, index) =>
        part.added ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <ins key={index} className="bg-green-100 text-green-900 no-underline decoration-green-700">
            <span className="sr-only">[{TEXTS.added}: </span>
            {part.value}
            <span className="sr-only">]</span>
          </ins>
        ) : part.removed ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <del key={index} className="bg-red-100 text-red-900">
            <span className="sr-only">[{TEXTS.removed}: </span>
            {part.value}
            <span className="sr-only">]</span>
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

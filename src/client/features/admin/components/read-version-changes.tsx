import { REVIEW_TEXTS } from '@shared/messages/review';
import type { Article } from '@shared/schemas/articles';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Changes } from './word-changes';

const TEXTS = REVIEW_TEXTS.movedOn;

/**
 * What an editor read of an article: its version and the text shown for it. Read in the list of All
 * Articles, only its title (`description` undefined, the other fields taken as the current ones).
 */
type Read = Pick<Article, 'version' | 'title' | 'publisher' | 'tags' | 'image'> & {
  description: string | undefined;
};

const LIST_READ_KEY = (id: string) => `broadsheet.list-read:${id}`;

/**
 * A bulk decision left this article alone because it changed after the list was shown: its review page
 * then shows what changed since the title and version the list showed (kept for this tab only).
 */
export function rememberListRead(id: string, read: { version: string; title: string }) {
  try {
    window.sessionStorage.setItem(LIST_READ_KEY(id), JSON.stringify(read));
  } catch {
    // Storage refused (private mode, full): the review page shows the new version without the comparison.
  }
}

function takeListRead(id: string): { version: string; title: string } | undefined {
  try {
    const kept = window.sessionStorage.getItem(LIST_READ_KEY(id));
    window.sessionStorage.removeItem(LIST_READ_KEY(id));
    const parsed: unknown = kept ? JSON.parse(kept) : undefined;
    if (parsed && typeof parsed === 'object' && 'version' in parsed && 'title' in parsed) {
      const { version, title } = parsed;
      if (typeof version === 'string' && typeof title === 'string') return { version, title };
    }
  } catch {
    // Nothing usable kept.
  }
  return undefined;
}

const readOf = ({ version, title, description, publisher, tags, image }: Article): Read => ({
  version,
  title,
  description,
  publisher,
  tags,
  image,
});

const OTHER_FIELDS = ['publisher', 'tags', 'image'] as const;

/**
 * The version of an article the editor read on the review screen, and the one shown now. The page keeps the
 * first; when the content moves on (a decision answered 409 and the page fetched the article again, or a
 * refetch brought newer text), the two differ until the editor says they have read the changes. A new
 * version with the same text (an approved edit becoming the article) is taken as read at once.
 */
export function useReadVersion(shown: Article) {
  const [read, setRead] = useState<Read>(() => readOf(shown));
  const current = readOf(shown);
  // Opened from a bulk decision that left it alone: what the list showed is what the editor read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    const listed = takeListRead(shown._id);
    if (listed && listed.version !== current.version)
      setRead({ ...current, version: listed.version, title: listed.title, description: undefined });
  }, []);
  const sameText = (['title', 'description', ...OTHER_FIELDS] as const).every(
    (field) => read[field] === current[field],
  );
  // A version read in the list, title alone, always needs reading again.
  if (read.version !== current.version && sameText && read.description !== undefined) setRead(current);
  const movedOn = read.version !== current.version && (!sameText || read.description === undefined);
  return { read, current, movedOn, markRead: () => setRead(current) };
}

/**
 * What changed between the version the editor read and the one now on screen (title and text word by word,
 * and which other fields changed), so they can decide on the new version knowingly
 * (docs/security.md#decisions-bound-to-what-was-reviewed). Takes the focus when it appears.
 */
export function ReadVersionChanges({
  read,
  current,
  markRead,
}: {
  read: Read;
  current: Read;
  markRead: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each newer version is announced once
  useEffect(() => heading.current?.focus(), [current.version]);
  const others = OTHER_FIELDS.filter((field) => read[field] !== current[field]);
  return (
    <section
      aria-labelledby="review-moved-on"
      className="mt-4 rounded-lg border-2 border-amber-500 bg-amber-50 p-4"
    >
      <h2
        id="review-moved-on"
        ref={heading}
        tabIndex={-1}
        className="font-serif text-xl font-bold text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40"
      >
        {TEXTS.heading}
      </h2>
      <p className="mt-1 text-stone-800">{TEXTS.text}</p>
      <h3 className="mt-3 text-sm font-bold uppercase tracking-wide text-stone-600">{TEXTS.title}</h3>
      <Changes before={read.title} after={current.title} />
      <h3 className="mt-3 text-sm font-bold uppercase tracking-wide text-stone-600">{TEXTS.body}</h3>
      {read.description === undefined ? (
        <p className="text-stone-800">{TEXTS.listShowedTitle}</p>
      ) : (
        <Changes before={read.description} after={current.description ?? ''} />
      )}
      {others.length > 0 ? (
        <p className="mt-3 text-stone-800">{TEXTS.others(others.map((field) => TEXTS.fields[field]))}</p>
      ) : null}
      <Button variant="secondary" className="mt-4" onClick={markRead}>
        {TEXTS.markRead}
      </Button>
    </section>
  );
}

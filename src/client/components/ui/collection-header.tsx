import type { ReactNode } from 'react';
import { FeedIcon } from './icons';

/**
 * The head of a page that gathers articles (a section, a publisher, an author): what kind of page it is, its
 * name (the h1), a picture, a line of facts, an introduction, and its RSS feed.
 */
export function CollectionHeader({
  eyebrow,
  title,
  picture,
  facts,
  intro,
  feed,
}: {
  eyebrow: string;
  title: string;
  picture?: ReactNode;
  facts?: ReactNode;
  intro?: ReactNode;
  feed: { href: string; label: string; title: string };
}) {
  return (
    <header className="mt-4 flex flex-col gap-5 border-b border-stone-200 pb-8 sm:flex-row sm:items-center">
      {picture}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-red-700">{eyebrow}</p>
        <h1 className="mt-1 wrap-anywhere font-serif text-4xl font-bold text-stone-900 sm:text-5xl">
          {title}
        </h1>
        {facts ? <p className="mt-2 text-stone-600">{facts}</p> : null}
        {intro ? <p className="mt-3 max-w-prose text-lg text-stone-700">{intro}</p> : null}
      </div>
      <a
        href={feed.href}
        title={feed.title}
        className="inline-flex items-center gap-2 self-start rounded border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-700 hover:border-red-700 hover:text-red-800 sm:self-center"
      >
        <FeedIcon />
        {feed.label}
      </a>
    </header>
  );
}

import { ARTICLE_TEXTS, MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import type { ReactNode } from 'react';
import { Link } from './link';

export interface EmptyStateLink {
  to: string;
  label: string;
}

/**
 * The spec's links under an empty article list: home, and writing one; a visitor is offered signing in to
 * write (the same /login link), since "Add Articles" is not theirs to do yet.
 */
export function noArticlesLinks(signedIn: boolean): EmptyStateLink[] {
  return [
    { to: paths.home, label: 'Go to Home' },
    signedIn
      ? { to: paths.addArticles, label: 'Add Articles' }
      : { to: paths.login, label: ARTICLE_TEXTS.emptyHelp.signInToWrite },
  ];
}

/** The spec's empty list: 'No Articles Available!' with links onward (home, add articles, …). */
export function EmptyState({
  title = MESSAGES.noArticles,
  links = [],
  children,
}: {
  title?: string;
  links?: EmptyStateLink[];
  children?: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col items-center rounded-lg border border-dashed border-stone-300 bg-stone-50 px-6 py-14 text-center"
    >
      <h2 className="font-serif text-3xl font-bold text-stone-900">{title}</h2>
      {children ? <div className="mt-3 max-w-prose text-stone-600">{children}</div> : null}
      {links.length > 0 ? (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {links.map((link, index) => (
            <Link
              key={link.to}
              to={link.to}
              className={
                index === 0
                  ? 'rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800'
                  : 'rounded border border-red-700 px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50'
              }
            >
              {link.label}
            </Link>
          ))}
        </div>
      ) : null}
    </section>
  );
}

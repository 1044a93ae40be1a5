import { ARTICLE_TEXTS } from '@shared/messages';
import type { ReactNode } from 'react';
import { EmptyState, noArticlesLinks } from '../../../components/ui/empty-state';

const TEXTS = ARTICLE_TEXTS.emptyHelp;

/**
 * An empty list of articles on All Articles and Search: the spec's 'No Articles Available!' with its links,
 * and when words or filters narrowed it, tips and a "Clear filters" link first (`clearHref`).
 */
export function EmptyResults({
  signedIn,
  searched,
  clearHref,
  children,
}: {
  signedIn: boolean;
  /** Whether words were searched for. */
  searched: boolean;
  /** Where the same list without its filters is, when a filter is set. */
  clearHref?: string | undefined;
  children?: ReactNode;
}) {
  const links = noArticlesLinks(signedIn);
  return (
    <EmptyState links={clearHref ? [{ to: clearHref, label: TEXTS.clearFilters }, ...links] : links}>
      {children}
      {searched || clearHref ? (
        <>
          <h3 className="sr-only">{TEXTS.tipsLabel}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-left">
            {searched ? <li>{TEXTS.spelling}</li> : null}
            {clearHref ? <li>{TEXTS.filters}</li> : null}
          </ul>
        </>
      ) : null}
    </EmptyState>
  );
}

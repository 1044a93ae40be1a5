import { MESSAGES } from '@shared/messages/common';
import { pageTitle } from '@shared/text';
import { isRouteErrorResponse, type UIMatch } from 'react-router';

/**
 * The kinds of page whose head says more than a title and description (Open Graph picture, JSON-LD, feeds).
 * The server builds those tags (app/page-meta), so the code that writes them never reaches the browser.
 */
export type PageMetaKind = 'home' | 'article' | 'section' | 'publisher' | 'author';

/** Route handles: the page title (`Broadsheet | …`) of the deepest matched route wins. */
export interface RouteHandle {
  title?: string | ((data: unknown) => string);
  description?: string;
  /** What kind of page it is, for the head tags the server adds from its loader data. */
  meta?: PageMetaKind;
}

/** The title of the error screen for a route error: a missing page, a bad address, or a failure. */
export function errorPageTitle(error: unknown): string {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === 404 || !error) return MESSAGES.errorPageTitles.notFound;
  if (status === 400) return MESSAGES.errorPageTitles.badAddress;
  return MESSAGES.errorPageTitles.failed;
}

/**
 * The title and description of the deepest matched route that names one; while the error screen is shown
 * (`errorTitle`), its title instead: a missing article's page is not titled "Article".
 */
export function headFromMatches(
  siteName: string,
  matches: UIMatch[],
  errorTitle?: string | null,
): { title: string; description?: string } {
  if (errorTitle) return { title: pageTitle(siteName, errorTitle) };
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index];
    const handle = match?.handle as RouteHandle | undefined;
    if (handle?.title) {
      const title = typeof handle.title === 'function' ? handle.title(match?.loaderData) : handle.title;
      return {
        title: pageTitle(siteName, title),
        ...(handle.description ? { description: handle.description } : {}),
      };
    }
  }
  return { title: siteName };
}

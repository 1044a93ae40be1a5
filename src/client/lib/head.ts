import { pageTitle } from '@shared/text';
import type { UIMatch } from 'react-router';

/** Route handles: the page title (`Broadsheet | …`) of the deepest matched route wins. */
export interface RouteHandle {
  title?: string | ((data: unknown) => string);
  description?: string;
  /** Extra head tags from the route's loader data (Open Graph, JSON-LD), rendered by the server. */
  meta?: (
    data: unknown,
    site: { origin: string; siteName: string },
  ) => { description?: string; extra?: string };
}

/** The title and description of the deepest matched route that names one. */
export function headFromMatches(
  siteName: string,
  matches: UIMatch[],
): { title: string; description?: string } {
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

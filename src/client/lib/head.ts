import { pageTitle } from '@shared/text';
import type { UIMatch } from 'react-router';
import type { RouteHandle } from '../app/route-context';

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

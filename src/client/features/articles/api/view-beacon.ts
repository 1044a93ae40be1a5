import { countArticleView } from '@shared/contract/articles';
import type { ViewBeacon } from '@shared/schemas/readership';
import type { ApiClient } from '../../../lib/api-client';

let landed = false;

/**
 * Where the reader came from to this article: for the page the browser opened first, the page before it
 * (`document.referrer`) and our own link's `ref` tag; for a page opened in place after it, our own site.
 */
function cameFrom(): ViewBeacon {
  const opened = performance.getEntriesByType('navigation')[0]?.name;
  if (landed || (opened && opened !== window.location.href)) return { referrer: window.location.origin };
  landed = true;
  const ref = new URLSearchParams(window.location.search).get('ref')?.slice(0, 64);
  const referrer = document.referrer.slice(0, 2048);
  return { ...(referrer ? { referrer } : {}), ...(ref ? { ref } : {}) };
}

/** The article page's view: counted for the article's counter and recorded for the readership numbers. */
export const sendPageView = (api: ApiClient, id: string) =>
  api.call(countArticleView, { params: { id }, body: { page: true, ...cameFrom() } });

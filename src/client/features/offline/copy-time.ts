import { WORKER_CACHES } from '@shared/constants';

/**
 * When the worker's copy of this address was made (the `Date` of the answer it keeps), for the offline
 * banner; null when it keeps none (a page opened live before the network went out).
 */
export async function cachedPageTime(href: string): Promise<number | null> {
  if (!('caches' in window)) return null;
  const cache = await caches.open(WORKER_CACHES.pages);
  const answer = await cache.match(href);
  const date = answer?.headers.get('date');
  const time = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(time) ? null : time;
}

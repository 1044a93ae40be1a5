import { WORKER_CACHES } from '@shared/constants';
import { GIFT_PARAM } from '@shared/gift-links';
import { paths } from '@shared/paths';

/** Whether the worker controlled this page when it loaded, so the worker saw the page load itself. */
const loadedThroughWorker = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/**
 * Has the worker keep a visitor's copy of a page opened in place (the browser did not load it, so the
 * worker never saw it): the page is asked for again without cookies, through the worker, whose rule keeps
 * it only if the server rendered it for no reader (service-worker.config.ts). A signed-in reader's own
 * articles are kept whole on the device instead (saved-copies.ts), so for them only the other pages are.
 */
export function keepPage(path: string, { firstPage, signedIn }: { firstPage: boolean; signedIn: boolean }) {
  if (!navigator.onLine || !navigator.serviceWorker?.controller) return;
  // A gift link's page is its holder's alone and counts each open: never asked for again to be kept.
  if (new URL(path, window.location.origin).searchParams.has(GIFT_PARAM)) return;
  if (firstPage && loadedThroughWorker && !signedIn) return;
  if (signedIn && path.startsWith(paths.articleDetails(''))) return;
  void fetch(path, { credentials: 'omit', cache: 'no-cache', headers: { 'x-keep-page': 'visitor' } }).catch(
    () => {},
  );
}

/**
 * On sign-in and sign-out: empties the worker's runtime caches (the scripts it precached stay) and marks
 * whether a reader is signed in on this device.
 */
export async function resetWorkerCaches(signedIn: boolean) {
  if (!('caches' in window)) return;
  await Promise.all(Object.values(WORKER_CACHES).map((name) => caches.delete(name)));
  if (signedIn) await caches.open(WORKER_CACHES.signedIn);
}

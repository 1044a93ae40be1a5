import { offerUpdate } from './app-events';

let registered = false;

/** Asks a waiting worker to take over (the generated worker listens for this message), then reloads. */
function offer(waiting: ServiceWorker) {
  offerUpdate(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}

/**
 * Registers the service worker (generated at build: service-worker.config.ts) once the page has loaded, so
 * it never competes with the page for the network. A new version installs in the background and waits:
 * the reader is asked to reload, and the page reloads once the new worker has taken over. A first worker
 * (no page controlled yet) takes over at once, as there is nothing to update.
 */
export async function registerWorker() {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
}

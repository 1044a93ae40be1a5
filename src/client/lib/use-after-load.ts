import { useEffect, useState } from 'react';

/**
 * False until the page has loaded and the browser is idle: for code that must not compete with the page
 * for the network or the main thread (docs/decisions/0009-page-budgets.md), such as the service worker.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const start = () => {
      const done = () => setReady(true);
      if (typeof window.requestIdleCallback === 'function') {
        const idle = window.requestIdleCallback(done, { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(idle);
      } else {
        // Safari has no idle callback: a moment after the load event will do.
        const timer = setTimeout(done, 200);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, []);
  return ready;
}

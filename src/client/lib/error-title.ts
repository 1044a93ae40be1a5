import { pageTitle } from '@shared/text';
import { useEffect, useSyncExternalStore } from 'react';

/** The page title of the error screen on show, if one is: it names the page instead of the route that failed. */
let shown: string | null = null;
const listeners = new Set<() => void>();

function show(title: string | null) {
  shown = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The error screen's title while it is shown. The document title follows it (also where no layout keeps the
 * title, as when the dashboard itself failed); the layout's title (`useShownErrorTitle`) follows it too.
 */
export function useShowErrorTitle(siteName: string, title: string) {
  useEffect(() => {
    show(title);
    document.title = pageTitle(siteName, title);
    return () => show(null);
  }, [siteName, title]);
}

/** The error screen's title while one is shown, else null (always null while rendering on the server). */
export function useShownErrorTitle(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}

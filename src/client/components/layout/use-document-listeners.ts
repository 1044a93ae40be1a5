import { useEffect, useRef } from 'react';

export type DocumentListeners = { [K in keyof DocumentEventMap]?: (event: DocumentEventMap[K]) => void };

/**
 * Listens on the whole document while `active` (Escape from anywhere, a click outside a menu, focus that
 * leaves a dialog). The listeners may change on every render: each event calls the latest ones.
 */
export function useDocumentListeners(active: boolean, listeners: DocumentListeners) {
  const latest = useRef(listeners);
  latest.current = listeners;
  useEffect(() => {
    if (!active) return;
    const bound = Object.keys(latest.current).map((type) => {
      const listener = (event: Event) =>
        (latest.current as Record<string, (event: Event) => void>)[type]?.(event);
      document.addEventListener(type, listener);
      return () => document.removeEventListener(type, listener);
    });
    return () => {
      for (const unbind of bound) unbind();
    };
  }, [active]);
}

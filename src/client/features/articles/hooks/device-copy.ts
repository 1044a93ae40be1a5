import { useEffect } from 'react';

/**
 * What an author wrote and the server does not have yet, kept in this browser's storage under
 * `broadsheet:{key}` (docs/product.md#drafts): a new article's draft until its autosave reaches the server,
 * an edit of a published article until it is submitted. A full or blocked storage keeps nothing, silently:
 * the pages' save states still say what the server has.
 */
const storageKey = (key: string) => `broadsheet:${key}`;

export function readDeviceCopy<T>(key: string): T | null {
  try {
    const stored = window.localStorage.getItem(storageKey(key));
    return stored ? (JSON.parse(stored) as T) : null;
  } catch {
    return null;
  }
}

export function writeDeviceCopy(key: string, copy: unknown): void {
  try {
    window.localStorage.setItem(storageKey(key), JSON.stringify(copy));
  } catch {
    // Nothing kept: see above.
  }
}

export function clearDeviceCopy(key: string): void {
  try {
    window.localStorage.removeItem(storageKey(key));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Asks before the page is left (reload, close, another address) while `unsaved()` says so. */
export function useLeaveWarning(unsaved: () => boolean): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

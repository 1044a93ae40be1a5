import { useEffect } from 'react';

/**
 * What an author wrote and the server does not have yet, kept in this browser's storage under
 * `broadsheet:{key}` (docs/product.md#drafts): a new article's draft until its autosave reaches the server,
 * an edit of a published article until it is submitted. Each key names its reader (`draft:{reader}:…`,
 * `edit:{reader}:…`), and only the signed-in reader's copies stay on the device (`keepOnlyReaderCopies`).
 * A full or blocked storage keeps nothing, silently: the pages' save states still say what the server has.
 */
const storageKey = (key: string) => `broadsheet:${key}`;
const KINDS = ['draft:', 'edit:'] as const;

/** The key of a reader's copy of one kind: a draft (`new` before the server has it) or an edit. */
export const readerCopyKey = (kind: 'draft' | 'edit', readerId: string, id: string) =>
  `${kind}:${readerId}:${id}`;

/**
 * Removes every copy of a draft or an edit that is not this reader's; with nobody signed in, all of them. Run
 * when the reader signs out or another signs in, and on a page the server sent for nobody, so the next person
 * at this browser never sees what the last one wrote.
 */
export function keepOnlyReaderCopies(readerId: string | null): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    for (const key of keys) {
      const kind = KINDS.find((prefix) => key.startsWith(storageKey(prefix)));
      if (!kind) continue;
      if (readerId && key.startsWith(storageKey(`${kind}${readerId}:`))) continue;
      storage.removeItem(key);
    }
  } catch {
    // Storage refused: nothing was kept either.
  }
}

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

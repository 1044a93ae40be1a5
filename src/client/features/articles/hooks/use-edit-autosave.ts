import { useCallback, useRef, useState } from 'react';
import type { DraftValues } from '../api/drafts';
import {
  clearDeviceCopy,
  readDeviceCopy,
  readerCopyKey,
  useLeaveWarning,
  writeDeviceCopy,
} from './device-copy';
import { sameValues } from './use-draft-autosave';

/** Nothing changed yet, or changes kept on this device and not yet submitted. */
export type EditSaveState = 'idle' | 'kept';

/** The copy of an edit kept on this device: the values, and what the server had when they were written. */
interface EditCopy {
  values: DraftValues;
  /** A fingerprint of the version the edit started from, to tell when the server's has changed since. */
  base: string;
  keptAt: string;
}

/** A short fingerprint of the values (FNV-1a of their JSON): enough to tell two versions apart. */
function fingerprint(values: DraftValues): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(values)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Keeps an edit of an article on this device as it is typed (docs/product.md#revisions): the edit goes to the
 * server only when submitted (an edit of a live article is then a revision in review), so until then the copy
 * here is what a reload, a closed tab or a crash would otherwise lose. One copy per reader and article.
 */
export function useEditAutosave({
  articleId,
  readerId,
  initial,
}: {
  articleId: string;
  readerId: string;
  /** The values the form opens with, as the server has them. */
  initial: DraftValues;
}) {
  const key = readerCopyKey('edit', readerId, articleId);
  const base = fingerprint(initial);
  const kept = useRef(false);
  const closed = useRef(false);
  const [state, setState] = useState<EditSaveState>('idle');
  const [keptAt, setKeptAt] = useState<string>();

  /** A change in the form: kept now; a return to the server's version leaves nothing kept. */
  const change = useCallback(
    (values: DraftValues) => {
      if (closed.current) return;
      if (sameValues(values, initial)) {
        clearDeviceCopy(key);
        kept.current = false;
        setState('idle');
        return;
      }
      const at = new Date().toISOString();
      writeDeviceCopy(key, { values, base, keptAt: at } satisfies EditCopy);
      kept.current = true;
      setKeptAt(at);
      setState('kept');
    },
    [key, base, initial],
  );

  /** What an earlier visit kept, and whether the server's version changed since it was written. */
  const restoreLocal = useCallback((): { values: DraftValues; stale: boolean } | null => {
    const copy = readDeviceCopy<EditCopy>(key);
    if (!copy?.values || sameValues(copy.values, initial)) return null;
    kept.current = true;
    setKeptAt(copy.keptAt);
    setState('kept');
    return { values: copy.values, stale: copy.base !== base };
  }, [key, base, initial]);

  /** Forget what was kept here: the form goes back to the server's version. */
  const discard = useCallback(() => {
    clearDeviceCopy(key);
    kept.current = false;
    setState('idle');
  }, [key]);

  useLeaveWarning(useCallback(() => kept.current && !closed.current, []));

  return {
    state,
    keptAt,
    change,
    restoreLocal,
    discard,
    /** The edit was submitted: the server has it, so the device's copy goes. */
    close: () => {
      closed.current = true;
      kept.current = false;
      clearDeviceCopy(key);
    },
  };
}

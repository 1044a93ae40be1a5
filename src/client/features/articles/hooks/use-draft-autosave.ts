import { ERROR_CODES } from '@shared/error-codes';
import type { Draft } from '@shared/schemas/drafts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { beforeSignOut } from '../../../lib/before-sign-out';
import { createDraft, type DraftValues, fetchDraft, saveDraft } from '../api/drafts';
import {
  clearDeviceCopy,
  readDeviceCopy,
  readerCopyKey,
  useLeaveWarning,
  writeDeviceCopy,
} from './device-copy';

/** How long typing must pause before a save is sent. */
export const AUTOSAVE_DELAY_MS = 1200;

/**
 * Where the autosave stands: nothing to save yet, a save under way, everything saved, the last save
 * failed (kept on this device; retried), or the server holds a newer version saved elsewhere.
 */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict';

/** The copy kept on this device until the server has it: the values, and the version they were based on. */
interface LocalCopy {
  values: DraftValues;
  /** The server's version these values were written on; 0 before the draft exists there. */
  version: number;
}

/** The device's copies of one reader's drafts; with nobody signed in, none is read or kept. */
function deviceCopies(reader: { current: string | null }) {
  const key = (id: string | undefined) => readerCopyKey('draft', reader.current ?? '', id ?? 'new');
  return {
    read: (id: string | undefined) => (reader.current ? readDeviceCopy<LocalCopy>(key(id)) : null),
    write: (id: string | undefined, copy: LocalCopy) => {
      if (reader.current) writeDeviceCopy(key(id), copy);
    },
    clear: (id: string | undefined) => {
      if (reader.current) clearDeviceCopy(key(id));
    },
  };
}

export const sameValues = (a: DraftValues, b: DraftValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Autosave of a draft (docs/product.md#drafts): each change is kept on this device at once, under the
 * signed-in reader, and sent after a pause in typing; the copy on the device goes once the server has those
 * very values, or when the reader signs out (what is pending is sent first). A save based on an older
 * version than the server's is a conflict, never an overwrite. `onCreated` gets a new draft's id (the page
 * puts it in its address, so a reload finds it).
 */
export function useDraftAutosave({
  draft,
  initial,
  readerId,
  onCreated,
}: {
  draft: Draft | undefined;
  /** The values the form opens with: no save until they change. */
  initial: DraftValues;
  /** Whose copies the device keeps: the signed-in reader (none while nobody is). */
  readerId: string | null;
  onCreated: (id: string) => void;
}) {
  const api = useApi();
  const reader = useRef(readerId);
  reader.current = readerId;
  const [{ read: readLocal, write: writeLocal, clear: clearLocal }] = useState(() => deviceCopies(reader));
  const id = useRef(draft?.id);
  const version = useRef(draft?.version ?? 0);
  /** Values not yet on the server, newest. */
  const pending = useRef<DraftValues | null>(null);
  /** The form's values as last seen (saved or not). */
  const latest = useRef<DraftValues>(initial);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const closed = useRef(false);
  const [state, setStateNow] = useState<SaveState>('idle');
  const stateRef = useRef<SaveState>('idle');
  const setState = useCallback((next: SaveState) => {
    stateRef.current = next;
    setStateNow(next);
  }, []);
  const [savedAt, setSavedAt] = useState<string | undefined>(draft?.updatedAt);
  const created = useRef(onCreated);
  created.current = onCreated;

  /** One save of what is pending; answers whether it reached the server. */
  const send = useCallback(async (): Promise<boolean> => {
    const values = pending.current;
    if (!values || closed.current) return true;
    setState('saving');
    try {
      if (id.current) {
        const saved = await saveDraft(api, id.current, version.current, values);
        version.current = saved.version;
        setSavedAt(saved.updatedAt);
      } else {
        const made = await createDraft(api, values);
        id.current = made.id;
        version.current = made.version;
        setSavedAt(made.updatedAt);
        clearLocal(undefined);
        created.current(made.id);
      }
      if (pending.current === values) {
        pending.current = null;
        clearLocal(id.current);
        setState('saved');
      } else if (pending.current) {
        writeLocal(id.current, { values: pending.current, version: version.current });
      }
      return true;
    } catch (error) {
      const conflict = error instanceof ApiError && error.code === ERROR_CODES.DRAFT_CONFLICT;
      setState(conflict ? 'conflict' : 'failed');
      return false;
    }
  }, [api, setState, writeLocal, clearLocal]);

  /**
   * Sends everything pending (after the save under way, if any); resolves true once the server has it all,
   * false when a save failed or met a conflict.
   */
  const flush = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    while (pending.current && !closed.current) {
      const running = send();
      inFlight.current = running;
      const ok = await running;
      inFlight.current = null;
      if (!ok) return false;
    }
    return true;
  }, [send]);

  /** A change in the form: kept on this device now, sent once typing pauses. */
  const change = useCallback(
    (values: DraftValues) => {
      if (closed.current || sameValues(values, latest.current)) return;
      latest.current = values;
      pending.current = values;
      writeLocal(id.current, { values, version: version.current });
      if (stateRef.current === 'conflict') return;
      if (stateRef.current !== 'failed') setState('idle');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush, setState, writeLocal],
  );

  /** Keep both: what was written here becomes a new draft; the other version stays as it was. */
  const keepBoth = useCallback(async () => {
    if (!pending.current) return false;
    // The copy kept here belongs to the new draft now, not beside the other version.
    clearLocal(id.current);
    id.current = undefined;
    version.current = 0;
    setState('idle');
    return flush();
  }, [
    flush,
    setState, // The copy kept here belongs to the new draft now, not beside the other version.
    clearLocal,
  ]);

  /** Replace it with mine: saved on top of the version the server holds now. */
  const keepMine = useCallback(async () => {
    if (!id.current) return false;
    try {
      version.current = (await fetchDraft(api, id.current)).version;
    } catch {
      setState('failed');
      return false;
    }
    setState('idle');
    return flush();
  }, [api, flush, setState]);

  /**
   * What was kept on this device and not yet saved (after a reload, a closed tab or a lost connection):
   * sent again, or a conflict when the server has saved a newer version meanwhile.
   */
  const restoreLocal = useCallback((): DraftValues | null => {
    const copy = readLocal(id.current);
    if (!copy || sameValues(copy.values, latest.current)) return null;
    pending.current = copy.values;
    latest.current = copy.values;
    if (id.current && copy.version < version.current) setState('conflict');
    else void flush();
    return copy.values;
  }, [flush, setState, readLocal]);

  // A lost connection that comes back retries at once; leaving with changes not yet saved asks first.
  useEffect(() => {
    const retry = () => {
      if (stateRef.current === 'failed') void flush();
    };
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      window.clearTimeout(timer.current);
    };
  }, [flush]);
  useLeaveWarning(useCallback(() => pending.current !== null && !closed.current, []));
  // Signing out sends what is pending first, while the session still stands.
  useEffect(() => beforeSignOut(flush), [flush]);

  return {
    state,
    savedAt,
    /** The draft's id and version on the server, once it has one (for submitting it). */
    current: () => ({ id: id.current, version: version.current }),
    hasUnsaved: () => pending.current !== null,
    change,
    flush,
    keepBoth,
    keepMine,
    restoreLocal,
    /** The draft was submitted: nothing more is saved, and the device's copy goes. */
    close: () => {
      closed.current = true;
      window.clearTimeout(timer.current);
      pending.current = null;
      clearLocal(id.current);
      clearLocal(undefined);
    },
  };
}

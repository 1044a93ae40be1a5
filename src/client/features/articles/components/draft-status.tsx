import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import type { SaveState } from '../hooks/use-draft-autosave';

const TEXTS = NEWSROOM_TEXTS.drafts;

const smallButton =
  'rounded border border-stone-400 px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40';

/**
 * The autosave's state beside the form, read out politely as it changes: Saving…, Saved, or Not saved with
 * Retry (the text stays on this device meanwhile). Nothing before the first change.
 */
export function DraftStatus({
  state,
  touched,
  onSave,
  onRetry,
}: {
  state: SaveState;
  /** Whether anything was written yet. */
  touched: boolean;
  onSave: () => void;
  onRetry: () => void;
}) {
  const text =
    state === 'saving'
      ? TEXTS.state.saving
      : state === 'saved'
        ? TEXTS.state.saved
        : state === 'failed'
          ? TEXTS.state.offline
          : touched && state === 'idle'
            ? TEXTS.state.idle
            : '';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={onSave} className={smallButton}>
        {TEXTS.saveNow}
      </button>
      <p
        role="status"
        className={`text-sm font-semibold ${state === 'failed' ? 'text-red-800' : 'text-stone-600'}`}
      >
        {text}
      </p>
      {state === 'failed' ? (
        <>
          <button type="button" onClick={onRetry} className={smallButton}>
            {TEXTS.state.retry}
          </button>
          <p className="w-full text-sm text-stone-600">{TEXTS.state.local}</p>
        </>
      ) : null}
    </div>
  );
}

/** A save met a newer version saved elsewhere: say so, and offer to keep both or to replace it. */
export function DraftConflict({
  onKeepBoth,
  onKeepMine,
}: {
  onKeepBoth: () => void;
  onKeepMine: () => void;
}) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-amber-900">{TEXTS.conflictTitle}</p>
      <p className="mt-1 text-amber-900">{TEXTS.conflict}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={onKeepBoth} className={smallButton}>
          {TEXTS.keepBoth}
        </button>
        <button type="button" onClick={onKeepMine} className={smallButton}>
          {TEXTS.keepMine}
        </button>
      </div>
      <p className="mt-2 text-sm text-amber-900">{TEXTS.keepBothHint}</p>
    </div>
  );
}

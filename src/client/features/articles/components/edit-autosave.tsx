import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import type { EditSaveState } from '../hooks/use-edit-autosave';

const TEXTS = NEWSROOM_TEXTS.edits;

/** Where an edit stands, read out politely as it changes: nothing before the first change. */
export function EditSaveStatus({ state }: { state: EditSaveState }) {
  return (
    <div className="w-full text-sm" role="status">
      {state === 'kept' ? (
        <>
          <p className="font-semibold text-stone-700">{TEXTS.kept}</p>
          <p className="text-stone-600">{TEXTS.keptHint}</p>
        </>
      ) : null}
    </div>
  );
}

/** Said after a reload brought back changes not yet submitted, with a way back to the server's version. */
export function EditRestored({ stale, onDiscard }: { stale: boolean; onDiscard: () => void }) {
  return (
    <div
      role={stale ? 'alert' : 'status'}
      className={`mt-6 rounded-lg border p-4 ${stale ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-stone-200 bg-stone-100 text-stone-800'}`}
    >
      <p>{stale ? TEXTS.restoredStale : TEXTS.restored}</p>
      <button
        type="button"
        onClick={onDiscard}
        className="mt-3 rounded border border-stone-400 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40"
      >
        {TEXTS.discard}
      </button>
    </div>
  );
}

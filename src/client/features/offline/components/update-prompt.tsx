import { LAYOUT_TEXTS } from '@shared/messages/layout';
import { reloadToUpdate, useAppEvents } from '../app-events';

/** "A new version is available — Reload", once a new version's worker waits. */
export function UpdatePrompt() {
  const { updateReady } = useAppEvents();
  if (!updateReady) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 items-center gap-3 rounded-lg bg-stone-900 px-4 py-3 text-sm text-white shadow-xl"
    >
      <p className="flex-1">
        {LAYOUT_TEXTS.updateReady}
        <span aria-hidden="true"> — </span>
      </p>
      <button
        type="button"
        onClick={reloadToUpdate}
        className="rounded bg-red-700 px-4 py-2 font-semibold hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {LAYOUT_TEXTS.updateReload}
      </button>
    </div>
  );
}

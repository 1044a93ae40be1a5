import hot from 'react-hot-toast';

/** A toast's id: a second toast with the same id replaces the first instead of stacking under it. */
export interface ToastOptions {
  id?: string;
}

export type ToastKind = 'blank' | 'success' | 'error';

/** At most this many toasts at once, so a stack never grows down over the page's form. */
const MOST_AT_ONCE = 3;
/** Ids of the toasts shown, oldest first (some may have timed out already), and which are errors. */
const shownIds: string[] = [];
const errorIds = new Set<string>();

/**
 * One toast per cause: an error's id is its message unless given, so a repeat replaces it; a success
 * dismisses the errors still up (what failed has now worked); the oldest go when too many are up. Loaded
 * with the library on the first toast (toast.tsx).
 */
export function show(kind: ToastKind, message: string, options: ToastOptions = {}) {
  const wanted = options.id ?? (kind === 'error' ? `error:${message}` : undefined);
  if (kind === 'success') {
    for (const id of errorIds) if (id !== wanted) hot.dismiss(id);
    errorIds.clear();
  }
  const call = kind === 'blank' ? hot : hot[kind];
  const id = call(message, wanted ? { id: wanted } : undefined);
  if (kind === 'error') errorIds.add(id);
  else errorIds.delete(id);
  const index = shownIds.indexOf(id);
  if (index >= 0) shownIds.splice(index, 1);
  shownIds.push(id);
  while (shownIds.length > MOST_AT_ONCE) {
    const oldest = shownIds.shift() as string;
    errorIds.delete(oldest);
    hot.dismiss(oldest);
  }
}

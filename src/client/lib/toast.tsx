import { lazy, Suspense, useSyncExternalStore } from 'react';

type HotToast = typeof import('react-hot-toast');

/*
 * Toasts are react-hot-toast (its defaults are the timings we want), loaded with the first toast: most
 * page views show none, so the library and its Toaster stay out of the JavaScript every page downloads.
 */
let library: Promise<HotToast> | undefined;
let shown = false;
const listeners = new Set<() => void>();

function withToast(show: (hot: HotToast['default']) => void) {
  library ??= import('react-hot-toast');
  if (!shown) {
    shown = true;
    for (const listener of listeners) listener();
  }
  void library.then((hot) => show(hot.default));
}

/** A toast's id: a second toast with the same id replaces the first instead of stacking under it. */
export interface ToastOptions {
  id?: string;
}

/** At most this many toasts at once, so a stack never grows down over the page's form. */
const MOST_AT_ONCE = 3;
/** Ids of the toasts shown, oldest first (some may have timed out already), and which are errors. */
const shownIds: string[] = [];
const errorIds = new Set<string>();

type Kind = 'blank' | 'success' | 'error';

/**
 * One toast per cause: an error's id is its message unless given, so a repeat replaces it; a success
 * dismisses the errors still up (what failed has now worked); the oldest go when too many are up.
 */
function show(kind: Kind, message: string, options: ToastOptions = {}) {
  withToast((hot) => {
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
  });
}

/**
 * `toast(message)`, `toast.success(message)`, `toast.error(message)`: react-hot-toast's, loaded on first
 * use, with the rules of show() above. Pass `{ id }` to make the toasts of one cause replace each other.
 */
export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
  },
);

const Toaster = lazy(async () => {
  const hot = await import('react-hot-toast');
  return { default: () => <hot.Toaster position="top-center" /> };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Where toasts appear; renders nothing (and loads nothing) until the first toast. */
export function ToastOutlet() {
  const active = useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

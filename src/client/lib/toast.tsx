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

/** `toast(message)`, `toast.success(message)`, `toast.error(message)`: react-hot-toast's, loaded on first use. */
export const toast = Object.assign((message: string) => withToast((hot) => hot(message)), {
  success: (message: string) => withToast((hot) => hot.success(message)),
  error: (message: string) => withToast((hot) => hot.error(message)),
});

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

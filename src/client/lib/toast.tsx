import { lazy, useSyncExternalStore } from 'react';
import { OptionalPart } from './optional-part';
import type { ToastKind, ToastOptions } from './toast-rules';

export type { ToastOptions } from './toast-rules';

/*
 * Toasts are react-hot-toast (its defaults are the timings we want), loaded with the first toast: most
 * page views show none, so the library, its Toaster and our rules for it (toast-rules.ts) stay out of the
 * JavaScript every page downloads.
 */
let rules: Promise<typeof import('./toast-rules')> | undefined;
let shown = false;
const listeners = new Set<() => void>();

function show(kind: ToastKind, message: string, options?: ToastOptions) {
  rules ??= import('./toast-rules');
  if (!shown) {
    shown = true;
    for (const listener of listeners) listener();
  }
  void rules.then((loaded) => loaded.show(kind, message, options));
}

/**
 * `toast(message)`, `toast.success(message)`, `toast.error(message)`: react-hot-toast's, loaded on first
 * use, one per cause (toast-rules.ts). Pass `{ id }` to make the toasts of one cause replace each other.
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
    <OptionalPart>
      <Toaster />
    </OptionalPart>
  ) : null;
}

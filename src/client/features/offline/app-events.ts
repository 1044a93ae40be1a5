import { useSyncExternalStore } from 'react';

/** What the browser offers around the installed app: installing it, and a new version waiting. */
export interface AppEvents {
  /** The browser would install the site as an app now (it sent `beforeinstallprompt`). */
  installable: boolean;
  /** A new version's worker is installed and waits for the reader to reload. */
  updateReady: boolean;
}

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const NOTHING: AppEvents = { installable: false, updateReady: false };
let state = NOTHING;
let installPrompt: InstallPromptEvent | null = null;
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<AppEvents>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer for the footer's "Install app" (its own mini bar stays hidden). Called
 * as the page starts, since the offer can come before anything else has loaded; browsers without it
 * (Safari: Share, then Add to Home Screen) never send one, and the entry never shows.
 */
export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    set({ installable: true });
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    set({ installable: false });
  });
}

export async function installApp() {
  const offer = installPrompt;
  if (!offer) return;
  installPrompt = null;
  set({ installable: false });
  await offer.prompt();
}

/** The worker says a new version waits; `apply` switches to it and reloads. */
export function offerUpdate(apply: () => void) {
  applyUpdate = apply;
  set({ updateReady: true });
}

export function reloadToUpdate() {
  applyUpdate?.();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAppEvents(): AppEvents {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => NOTHING,
  );
}

import { DEVICE_COPIES } from '@shared/constants';
import { paths } from '@shared/paths';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../../lib/app-context';
import { useAuth, useAuthStore } from '../../../lib/auth';
import { keepPage, resetWorkerCaches } from '../keep-page';
import { registerWorker } from '../register-worker';

/**
 * On a sign-in or sign-out (entry-client.tsx; from this module, so the page's one later chunk also serves
 * it): the worker's caches are emptied, and no other reader's articles stay on the device.
 */
export function readerChanged(readerId: string | undefined) {
  void resetWorkerCaches(Boolean(readerId));
  void import('../../../lib/saved-copies').then(({ keepOnlyReader }) => keepOnlyReader(readerId ?? null));
}

import { UpdatePrompt } from './update-prompt';

/**
 * The service worker's registration, the copies it keeps of pages opened in place, and the update prompt:
 * loaded after the page itself (app/site-layout.tsx), so none of it competes with the page.
 */
export default function AppStatus() {
  const { pathname, search } = useLocation();
  const { user } = useAuth();
  const authStore = useAuthStore();
  const signedIn = Boolean(user);
  const firstPage = useRef(true);
  const api = useApi();
  const onOfflinePage = pathname === paths.offline;

  // The saved articles' copies on the device: brought up to date for a signed-in reader, and deleted once
  // the server says nobody is signed in here. Not from the offline page, which is rendered for no reader.
  // A refresh stops before its next request once this reader signs out (or another signs in, or a sign-in
  // or sign-out is under way).
  useEffect(() => {
    if (!navigator.onLine || onOfflinePage) return;
    const hasCopies = window.localStorage.getItem(DEVICE_COPIES.readerKey) !== null;
    if (!user && !hasCopies) return;
    let left = false;
    const current = () => {
      const now = authStore.getState();
      return !left && !now.loading && now.user?.id === user?.id;
    };
    void import('../../../lib/saved-copies')
      .then((copies) => (user ? copies.refreshCopies(api, user, current) : copies.keepOnlyReader(null)))
      .catch((error: unknown) => console.warn('The saved copies on this device were not updated', error));
    return () => {
      left = true;
    };
  }, [user, api, onOfflinePage, authStore]);

  useEffect(() => {
    registerWorker().catch((error: unknown) =>
      console.warn('The offline service worker did not register', error),
    );
  }, []);

  useEffect(() => {
    const path = pathname + search;
    keepPage(path, { firstPage: firstPage.current, signedIn });
    firstPage.current = false;
    // A worker that takes over this page now (the first visit) saw none of it load.
    const tookOver = () => keepPage(path, { firstPage: false, signedIn });
    navigator.serviceWorker?.addEventListener('controllerchange', tookOver);
    return () => navigator.serviceWorker?.removeEventListener('controllerchange', tookOver);
  }, [pathname, search, signedIn]);

  return <UpdatePrompt />;
}

import { OFFLINE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { formatDate } from '../../../components/ui/date';
import { useAuthStore } from '../../../lib/auth';
import { cachedPageTime } from '../copy-time';

// Shown only in the browser, offline: the reader's own words at once.
const format = (time: number) => formatDate(new Date(time), 'moment');

/**
 * Says the network is out and how old the copy on screen is; the layout loads it only then
 * (app/site-layout.tsx).
 */
export default function OfflineBanner() {
  const { pathname, search } = useLocation();
  const path = pathname + search;
  const [cached, setCached] = useState<{ path: string; time: number | null } | null>(null);
  const authStore = useAuthStore();

  // A page kept for nobody (the worker keeps no reader's page) shows the reader this device's copies
  // belong to as signed in, while their session is known to stand: the header is theirs, not a visitor's.
  useEffect(() => {
    if (authStore.getState().user) return;
    void import('../../../lib/saved-copies')
      .then(({ liveSession }) => {
        const session = liveSession();
        if (session && !navigator.onLine) authStore.showDeviceReader(session.reader);
      })
      .catch(() => {});
  }, [authStore]);

  useEffect(() => {
    let current = true;
    void cachedPageTime(window.location.href)
      .catch(() => null)
      .then((time) => {
        if (current) setCached({ path, time });
      });
    return () => {
      current = false;
    };
  }, [path]);

  const time = cached?.path === path ? cached.time : null;
  // The offline page says so itself, and over a saved copy says when it was kept.
  if (pathname === paths.offline) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-amber-950 shadow-lg"
    >
      {time === null ? OFFLINE_TEXTS.bannerNoCopy : OFFLINE_TEXTS.banner(format(time))}
    </div>
  );
}

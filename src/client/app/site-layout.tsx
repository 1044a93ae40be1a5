import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { type ComponentType, lazy, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MainLayout } from '../components/layout/main-layout';
import { HeaderSearch } from '../features/articles/components/header-search';
import { useAdminStatus } from '../features/auth/api/get-admin-status';
import { NewsletterSection } from '../features/newsletter/components/newsletter-section';
import { InstallAppButton } from '../features/offline/components/install-app-button';
import { useOnline } from '../features/offline/hooks/use-online';
import { useAuth } from '../lib/auth';
import { CardActionsContext } from '../lib/card-actions';
import { OptionalPart } from '../lib/optional-part';
import { useAfterLoad } from '../lib/use-after-load';
import { useHydrated } from '../lib/use-hydrated';

/** The service worker and the update prompt: loaded once the page has, never before it. */
const AppStatus = lazy(() => import('../features/offline/components/app-status'));
/**
 * The offline banner: loaded only when the network is out, from the worker's copy of the scripts. Where no
 * worker keeps them (a first visit, a private window) it cannot load, and the page goes on without it.
 */
const OfflineBanner = lazy(() => import('../features/offline/components/offline-banner'));
type CardSaveButton = ComponentType<{ article: Article }>;

/**
 * What each article card gets beside the article: Save, for a signed-in reader, on a live article. Only
 * signed-in readers save, so only their pages load the button's code, once the page runs. It is loaded
 * before any card shows it rather than lazily in each card: a lazy part suspends each card on its own and
 * React shows them in separate commits, so the cards would ask for their saved state in several requests
 * instead of one (features/saved/api/saved-articles.ts). If the code cannot load (offline, no service
 * worker), the cards go on without Save.
 */
function useCardSave() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const signedIn = Boolean(user) && hydrated;
  const [Button, setButton] = useState<CardSaveButton | null>(null);
  useEffect(() => {
    if (!signedIn || Button) return;
    let live = true;
    import('../features/saved/components/card-save-button').then(
      (loaded) => {
        if (live) setButton(() => loaded.default);
      },
      (error: unknown) => console.warn('Save on the cards could not load', error),
    );
    return () => {
      live = false;
    };
  }, [signedIn, Button]);
  return useCallback(
    (article: Article) =>
      Button && signedIn && article.status === 'approve' ? (
        <OptionalPart>
          <Button article={article} />
        </OptionalPart>
      ) : null,
    [Button, signedIn],
  );
}

/** The reading site's layout: the frame from components/layout, with the newsletter and the admin check. */
export function SiteLayout() {
  useAdminStatus();
  const afterLoad = useAfterLoad();
  const online = useOnline();
  const cardSave = useCardSave();
  // The offline page offers nothing that needs the network: no sign-up form.
  const offlinePage = useLocation().pathname === paths.offline;
  return (
    <CardActionsContext.Provider value={cardSave}>
      <MainLayout
        search={<HeaderSearch />}
        beforeFooter={offlinePage ? null : <NewsletterSection online={online} />}
        footerLinks={<InstallAppButton className="hover:text-white hover:underline" />}
        after={
          <>
            <OptionalPart>{afterLoad ? <AppStatus /> : null}</OptionalPart>
            <OptionalPart>{online ? null : <OfflineBanner />}</OptionalPart>
          </>
        }
      />
    </CardActionsContext.Provider>
  );
}

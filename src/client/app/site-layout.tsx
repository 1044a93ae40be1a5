import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { lazy, useCallback } from 'react';
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
/** Save on each card: only signed-in readers save, so only their pages load it, once the page runs. */
const CardSaveButton = lazy(() => import('../features/saved/components/card-save-button'));

/** What each article card gets beside the article: Save, for a signed-in reader, on a live article. */
function useCardSave() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const signedIn = Boolean(user) && hydrated;
  return useCallback(
    (article: Article) =>
      signedIn && article.status === 'approve' ? (
        <OptionalPart>
          <CardSaveButton article={article} />
        </OptionalPart>
      ) : null,
    [signedIn],
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

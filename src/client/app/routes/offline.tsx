import { SAVED_TEXTS } from '@shared/messages/saved';
import { paths } from '@shared/paths';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { ArticleGrid } from '../../features/articles/components/article-card';
import { ArticleView } from '../../features/articles/components/article-view';
import { KeptCopyNote } from '../../features/offline/components/kept-copy-note';
import { OfflineNotice } from '../../features/offline/components/offline-notice';
import { useDeviceCopies } from '../../features/offline/hooks/use-device-copies';
import { useHydrated } from '../../lib/use-hydrated';
import { returnPath } from '../guards';

const ARTICLE_PATH = /^\/articlesDetails\/([^/?#]+)$/;
const TEXTS = SAVED_TEXTS.page;

/**
 * `/offline?from=<page>`: where the service worker sends a page it has no copy of while offline. The worker
 * keeps one copy, rendered for `/offline` alone, so the page it stood in for is read once hydrated: a saved
 * article kept on this device is shown from its copy, and Saved Articles lists the copies.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const from = hydrated ? returnPath(searchParams) : paths.home;
  const copies = useDeviceCopies(hydrated);
  const articleId = decodeURIComponent(ARTICLE_PATH.exec(from.split('?')[0] ?? '')?.[1] ?? '');
  const copy = articleId ? copies?.find((each) => each.article._id === articleId) : undefined;

  if (copy)
    return (
      <div className="py-10">
        <div className="mx-auto max-w-3xl">
          <KeptCopyNote time={copy.keptAt} />
          <ArticleView article={copy.article} />
        </div>
      </div>
    );
  // The device also keeps the last articles the reader opened; Saved Articles lists only the saved ones.
  const saved = copies?.filter((each) => each.saved !== false) ?? [];
  if (from === paths.saved && copies)
    return (
      <div className="py-10">
        <PageHeader title={TEXTS.title} intro={TEXTS.offlineIntro} />
        <div className="mt-6">
          {saved.length > 0 ? (
            <ArticleGrid mainList articles={saved.map((each) => each.article)} />
          ) : (
            <EmptyState title={TEXTS.offlineEmpty} />
          )}
        </div>
      </div>
    );
  return <OfflineNotice from={from} />;
}

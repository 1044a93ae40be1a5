import { MODERATION_TEXTS } from '@shared/messages';
import { Outlet } from 'react-router';
import { adminArticlesList } from '../../../features/admin/api/admin-lists';
import { AdminArticleRow } from '../../../features/admin/components/admin-article-row';
import { AdminList } from '../../../features/admin/components/admin-list';
import { useDeclineOpener } from '../../../features/admin/hooks/use-decline-opener';
import { useModeration } from '../../../features/admin/hooks/use-moderation';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * Every article in any status, filtered by status, with the moderation actions. Declining opens a dialog
 * over the list (the child route), which makes the list inert meanwhile.
 */
export function Component() {
  const { approveArticle, makePremium, deleteArticle, busyIds, dialog } = useModeration();
  const { dialogOpen, openDecline } = useDeclineOpener();
  // The actions need React; until it runs, the buttons of the server's HTML stay disabled.
  const hydrated = useHydrated();

  return (
    <>
      <div inert={dialogOpen}>
        <AdminList
          list={adminArticlesList}
          texts={MODERATION_TEXTS.lists.articles}
          row={(article) => (
            <AdminArticleRow
              key={article._id}
              article={article}
              busy={!hydrated || busyIds.has(article._id)}
              onMakePremium={makePremium}
              onApprove={approveArticle}
              onDecline={openDecline}
              onDelete={deleteArticle}
            />
          )}
        />
      </div>
      <Outlet />
      {dialog}
    </>
  );
}

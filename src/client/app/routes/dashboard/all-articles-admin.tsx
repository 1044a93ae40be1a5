import { MODERATION_TEXTS } from '@shared/messages';
import { Outlet, useSearchParams } from 'react-router';
import { adminArticlesList } from '../../../features/admin/api/admin-lists';
import { AdminArticleRow } from '../../../features/admin/components/admin-article-row';
import { AdminList } from '../../../features/admin/components/admin-list';
import { StatusFilter } from '../../../features/admin/components/status-filter';
import { useDeclineOpener } from '../../../features/admin/hooks/use-decline-opener';
import { useModeration } from '../../../features/admin/hooks/use-moderation';
import { adminListParams } from '../../../features/admin/list-params';
import { useHydrated } from '../../../lib/use-hydrated';

const TEXTS = MODERATION_TEXTS.lists.articles;

/** Every article in any status, filtered by status, with the moderation actions; declining opens a dialog over it. */
export function Component() {
  const [searchParams] = useSearchParams();
  const { status } = adminListParams(searchParams);
  const { approveArticle, makePremium, deleteArticle, busyIds, dialog } = useModeration();
  const { dialogOpen, openDecline } = useDeclineOpener();
  // The actions need React; until it runs, the buttons of the server's HTML stay disabled.
  const hydrated = useHydrated();

  return (
    <>
      <div inert={dialogOpen}>
        <AdminList
          list={adminArticlesList}
          texts={TEXTS}
          toolbar={<StatusFilter current={status} />}
          caption={status ? TEXTS.captionWithStatus(status) : TEXTS.caption}
          empty={status ? { title: TEXTS.emptyTitle, text: TEXTS.emptyWithStatus(status) } : undefined}
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

import { MODERATION_TEXTS } from '@shared/messages';
import { Outlet, useSearchParams } from 'react-router';
import { adminArticlesList } from '../../../features/admin/api/admin-lists';
import { AdminArticleRow } from '../../../features/admin/components/admin-article-row';
import { AdminList } from '../../../features/admin/components/admin-list';
import { ArticleFilters } from '../../../features/admin/components/article-filters';
import { BulkModeration, useSelection } from '../../../features/admin/components/bulk-moderation';
import { useDeclineOpener } from '../../../features/admin/hooks/use-decline-opener';
import { useModeration } from '../../../features/admin/hooks/use-moderation';
import { listQueryParams } from '../../../features/admin/list-params';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * Every article in any status, filtered by status, section and author and searched, with the moderation
 * actions on each row and on the rows selected. Declining opens a dialog over the list (the child route),
 * which makes the list inert meanwhile.
 */
export function Component() {
  const { approveArticle, makePremium, makeFree, deleteArticle, busyIds, dialog } = useModeration();
  const { dialogOpen, openDecline } = useDeclineOpener();
  const selection = useSelection();
  const [searchParams] = useSearchParams();
  const page = adminArticlesList.useList(listQueryParams(adminArticlesList, searchParams));
  // The actions need React; until it runs, the buttons of the server's HTML stay disabled.
  const hydrated = useHydrated();

  return (
    <>
      <div inert={dialogOpen}>
        <AdminList
          list={adminArticlesList}
          texts={MODERATION_TEXTS.lists.articles}
          filters={<ArticleFilters />}
          above={<BulkModeration items={page.data?.items ?? []} selection={selection} busy={!hydrated} />}
          row={(article) => (
            <AdminArticleRow
              key={article._id}
              article={article}
              busy={!hydrated || busyIds.has(article._id)}
              selected={selection.selected.has(article._id)}
              onSelect={selection.toggle}
              onMakePremium={makePremium}
              onMakeFree={makeFree}
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

import { isUuid } from '@shared/ids';
import type { Article } from '@shared/schemas/articles';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { HeadCells, PagedTable, PageHeading } from '../../../components/ui/paged-table';
import { useAdminArticles } from '../../../features/admin/api/get-admin-articles';
import { ADMIN_ARTICLE_COLUMNS, AdminArticleRow } from '../../../features/admin/components/admin-article-row';
import { StatusFilter } from '../../../features/admin/components/status-filter';
import { ADMIN_ARTICLES_PATH, ADMIN_PAGE_SIZE, adminListParams } from '../../../features/admin/list-params';
import { useModeration } from '../../../features/admin/use-moderation';
import { useHydrated } from '../../../lib/use-hydrated';

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const dialogOpen = location.pathname !== ADMIN_ARTICLES_PATH;
  const { page, status } = adminListParams(searchParams);
  const articles = useAdminArticles({ status, page, limit: ADMIN_PAGE_SIZE });
  const { approveArticle, makePremium, deleteArticle, busyIds } = useModeration();
  // The actions need React; until it runs, the buttons of the server's HTML stay disabled.
  const hydrated = useHydrated();
  const { data } = articles;

  // The dialog makes the list inert; once it closes, focus goes back to the button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (dialogOpen || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [dialogOpen]);

  const openDecline = (article: Article, button: HTMLElement) => {
    if (!isUuid(article._id)) return;
    opener.current = button;
    // The dialog keeps the list's filter and page, so closing it returns to the same rows.
    const params = new URLSearchParams({ id: article._id });
    if (status) params.set('status', status);
    if (page > 1) params.set('page', String(page));
    navigate(`${ADMIN_ARTICLES_PATH}/modal?${params}`);
  };

  return (
    <>
      <div inert={dialogOpen}>
        <PageHeading title="All Articles" total={data?.total} />
        <StatusFilter current={status} />
        <div className="mt-6">
          <PagedTable
            query={articles}
            what="the articles"
            empty={
              <EmptyState title="No Articles Available!">
                <p>{status ? `No article is ${status}.` : 'No one has written an article yet.'}</p>
              </EmptyState>
            }
            caption={
              status
                ? `Articles with the status ${status}, newest first.`
                : 'Every article in any status, newest first.'
            }
            head={<HeadCells columns={ADMIN_ARTICLE_COLUMNS} />}
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            pagesLabel="Articles pages"
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
      </div>
      <Outlet />
    </>
  );
}

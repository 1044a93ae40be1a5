import { type ArticleStatus, PREMIUM, TIMINGS } from '@shared/constants';
import { isUuid } from '@shared/ids';
import type { Article } from '@shared/schemas/articles';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { useAdminArticles } from '../../../features/admin/api/get-admin-articles';
import {
  useApproveArticle,
  useDeleteArticle,
  useMakeArticlePremium,
} from '../../../features/admin/api/moderate-article';
import {
  AdminTable,
  PageHeading,
  PastLastPage,
  tdClass,
  thClass,
} from '../../../features/admin/components/admin-table';
import { Person } from '../../../features/admin/components/person';
import { QueryState } from '../../../features/admin/components/query-state';
import { StatusBadge } from '../../../features/admin/components/status-badge';
import { ADMIN_PAGE_SIZE, adminListParams } from '../../../features/admin/list-params';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';

export const ADMIN_ARTICLES_PATH = '/dashboard/allArticlesAdmin';

const STATUS_FILTERS: { status?: ArticleStatus; label: string }[] = [
  { label: 'All' },
  { status: 'pending', label: 'Pending' },
  { status: 'approve', label: 'Approved' },
  { status: 'declined', label: 'Declined' },
];

const buttonClass =
  'rounded px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40 disabled:cursor-not-allowed disabled:opacity-60';
const doneClass = 'whitespace-nowrap text-xs font-semibold';

/** The moderation actions of spec §2/§4: each refreshes the list through its mutation. */
function useModeration() {
  const approve = useApproveArticle();
  const premium = useMakeArticlePremium();
  const remove = useDeleteArticle();

  const loadSwal = async () => (await import('sweetalert2')).default;
  const failed = (error: unknown, fallback: string) =>
    toast.error(error instanceof Error ? error.message : fallback);
  /** An action is sent only for a well-formed article id. */
  const actionable = (article: Article) => {
    if (isUuid(article._id)) return true;
    toast.error('This article cannot be changed from here.');
    return false;
  };

  const approveArticle = async (article: Article) => {
    if (!actionable(article)) return;
    try {
      await approve.mutateAsync(article._id);
      const Swal = await loadSwal();
      void Swal.fire({
        icon: 'success',
        title: 'Article approved',
        text: `“${article.title}” is now published.`,
        showConfirmButton: false,
        timer: TIMINGS.adminAlertMs,
      });
    } catch (error) {
      failed(error, 'The article could not be approved.');
    }
  };

  const makePremium = async (article: Article) => {
    if (!actionable(article)) return;
    try {
      await premium.mutateAsync(article._id);
      const Swal = await loadSwal();
      void Swal.fire({
        icon: 'success',
        title: 'Article is Premium',
        text: `“${article.title}” is now for premium subscribers.`,
        showConfirmButton: false,
        timer: TIMINGS.adminAlertMs,
      });
    } catch (error) {
      failed(error, 'The article could not be made premium.');
    }
  };

  const deleteArticle = async (article: Article) => {
    if (!actionable(article)) return;
    const Swal = await loadSwal();
    const answer = await Swal.fire({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      icon: 'warning',
      showCancelButton: true,
      confirmButtonColor: '#b91c1c',
      cancelButtonColor: '#57534e',
      confirmButtonText: 'Yes, delete it!',
    });
    if (!answer.isConfirmed) return;
    try {
      const { deletedCount } = await remove.mutateAsync(article._id);
      if (deletedCount > 0) {
        void Swal.fire({ title: 'Deleted!', text: 'The article has been deleted.', icon: 'success' });
      } else {
        toast.error('The article was already gone.');
      }
    } catch (error) {
      failed(error, 'The article could not be deleted.');
    }
  };

  const busyIds = new Set(
    [approve, premium, remove].filter((m) => m.isPending).map((m) => m.variables as string),
  );
  return { approveArticle, makePremium, deleteArticle, busyIds };
}

function StatusFilter({ current }: { current?: ArticleStatus }) {
  const location = useLocation();
  const hrefFor = (status?: ArticleStatus) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    params.delete('id');
    if (status) params.set('status', status);
    else params.delete('status');
    const search = params.toString();
    return `${ADMIN_ARTICLES_PATH}${search ? `?${search}` : ''}`;
  };
  return (
    <nav aria-label="Filter by status" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {STATUS_FILTERS.map((filter) => {
          const active = filter.status === current;
          return (
            <li key={filter.label}>
              <Link
                to={hrefFor(filter.status)}
                aria-current={active ? 'page' : undefined}
                className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold ${
                  active
                    ? 'border-red-700 bg-red-700 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-red-700 hover:text-red-800'
                }`}
              >
                {filter.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

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
          {!data ? (
            <QueryState error={articles.error} what="the articles" onRetry={() => void articles.refetch()} />
          ) : data.total === 0 ? (
            <EmptyState title="No Articles Available!">
              <p>{status ? `No article is ${status}.` : 'No one has written an article yet.'}</p>
            </EmptyState>
          ) : data.items.length === 0 ? (
            <PastLastPage />
          ) : (
            <>
              <AdminTable
                caption={
                  status
                    ? `Articles with the status ${status}, newest first.`
                    : 'Every article in any status, newest first.'
                }
                busy={articles.isFetching}
                head={
                  <>
                    <th scope="col" className={thClass}>
                      Title
                    </th>
                    <th scope="col" className={thClass}>
                      Author
                    </th>
                    <th scope="col" className={thClass}>
                      Status
                    </th>
                    <th scope="col" className={thClass}>
                      Publisher
                    </th>
                    <th scope="col" className={thClass}>
                      Make Premium
                    </th>
                    <th scope="col" className={thClass}>
                      Approve
                    </th>
                    <th scope="col" className={thClass}>
                      Decline
                    </th>
                    <th scope="col" className={thClass}>
                      Delete
                    </th>
                  </>
                }
              >
                {data.items.map((article) => {
                  const busy = !hydrated || busyIds.has(article._id);
                  const about = <span className="sr-only"> “{article.title}”</span>;
                  return (
                    <tr key={article._id} className="align-middle">
                      <td className={`${tdClass} min-w-40 max-w-xs`}>
                        <p className="font-semibold text-stone-900">{article.title}</p>
                        {article.status === 'declined' && article.decline.reason ? (
                          <p className="mt-1 text-xs text-red-800">
                            <span className="font-semibold">Reason:</span> {article.decline.reason}
                          </p>
                        ) : null}
                      </td>
                      <td className={`${tdClass} min-w-52`}>
                        <Person name={article.displayName} email={article.email} photo={article.photo} />
                      </td>
                      <td className={`${tdClass} whitespace-nowrap`}>
                        <StatusBadge status={article.status} />
                      </td>
                      <td className={`${tdClass} min-w-28`}>{article.publisher}</td>
                      <td className={tdClass}>
                        {article.isPremium === PREMIUM ? (
                          <span className={`${doneClass} text-amber-700`}>Premium</span>
                        ) : (
                          <button
                            type="button"
                            disabled={busy}
                            onClick={() => void makePremium(article)}
                            className={`${buttonClass} border border-amber-600 text-amber-800 hover:bg-amber-50`}
                          >
                            Make Premium{about}
                          </button>
                        )}
                      </td>
                      <td className={tdClass}>
                        {article.status === 'approve' ? (
                          <span className={`${doneClass} text-green-800`}>Approve</span>
                        ) : (
                          <button
                            type="button"
                            disabled={busy}
                            onClick={() => void approveArticle(article)}
                            className={`${buttonClass} bg-green-700 text-white hover:bg-green-800`}
                          >
                            Approve{about}
                          </button>
                        )}
                      </td>
                      <td className={tdClass}>
                        {article.status === 'declined' ? (
                          <span className={`${doneClass} text-red-800`}>Declined</span>
                        ) : (
                          <button
                            type="button"
                            disabled={busy}
                            aria-haspopup="dialog"
                            onClick={(event) => openDecline(article, event.currentTarget)}
                            className={`${buttonClass} border border-stone-400 text-stone-800 hover:bg-stone-100`}
                          >
                            Decline{about}
                          </button>
                        )}
                      </td>
                      <td className={tdClass}>
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() => void deleteArticle(article)}
                          className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}
                        >
                          Delete{about}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </AdminTable>
              <Pagination page={page} total={data.total} pageSize={ADMIN_PAGE_SIZE} label="Articles pages" />
            </>
          )}
        </div>
      </div>
      <Outlet />
    </>
  );
}

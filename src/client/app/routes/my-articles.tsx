import { type ArticleStatus, PREMIUM } from '@shared/constants';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, noArticlesLinks } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { QueryState } from '../../components/ui/query-state';
import { Spinner } from '../../components/ui/spinner';
import { useDeleteArticle } from '../../features/articles/api/article-mutations';
import { useMyArticles } from '../../features/articles/api/get-my-articles';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';

const STATUS_BADGES: Record<ArticleStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-stone-100 text-stone-700 ring-stone-300' },
  approve: { label: 'Approved', className: 'bg-green-50 text-green-800 ring-green-300' },
  declined: { label: 'Declined', className: 'bg-red-50 text-red-800 ring-red-300' },
};

const actionClass =
  'inline-block rounded px-3 py-1.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40';

function StatusBadge({ status }: { status: ArticleStatus }) {
  const badge = STATUS_BADGES[status];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${badge.className}`}>
      {badge.label}
    </span>
  );
}

/** Asks first (docs/product.md#articles), then deletes; the list refreshes through the mutation. */
function useConfirmDelete() {
  const deleteArticle = useDeleteArticle();
  const confirmDelete = async (article: Article) => {
    const { default: Swal } = await import('sweetalert2');
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
      const { deletedCount } = await deleteArticle.mutateAsync(article._id);
      if (deletedCount > 0) {
        void Swal.fire({ title: 'Deleted!', text: 'Your article has been deleted.', icon: 'success' });
      } else {
        toast.error('The article was already gone.');
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The article could not be deleted.');
    }
  };
  return { confirmDelete, deleting: deleteArticle.isPending ? deleteArticle.variables : undefined };
}

export function Component() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const { page } = listParams(searchParams);
  // The same key as the route's loader (the reader's e-mail and the page), so the first render reads its cache.
  const articles = useMyArticles(user?.email ?? '', { page, limit: LIST_PAGE_SIZE });
  const { confirmDelete, deleting } = useConfirmDelete();
  const { data } = articles;

  return (
    <div className="py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">
          My Articles{data ? ` (${data.total.toLocaleString('en-US')})` : ''}
        </h1>
        <Link
          to={paths.addArticles}
          className="rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
        >
          Write an article
        </Link>
      </div>
      <p className="mt-2 text-stone-600">
        Editors review every article. Pending ones are visible only to you until they are approved.
      </p>

      <div className="mt-8">
        {data ? (
          data.total === 0 ? (
            <EmptyState links={noArticlesLinks(true)}>
              <p>You have not written any articles yet.</p>
            </EmptyState>
          ) : data.items.length === 0 ? (
            <p className="text-stone-600">
              There is nothing on this page.{' '}
              <Link to={paths.myArticles} className="font-semibold text-red-700 underline">
                Go to the first page
              </Link>
            </p>
          ) : (
            <>
              <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
                <table className="min-w-full divide-y divide-stone-200 text-left text-sm">
                  <caption className="px-4 py-3 text-left text-stone-600">
                    Your articles, newest first, with their review status.
                    {articles.isFetching ? (
                      <span role="status" className="ml-2 inline-flex items-center gap-1 text-stone-500">
                        <Spinner size={14} />
                        Updating…
                      </span>
                    ) : null}
                  </caption>
                  <thead className="bg-stone-50 text-xs font-bold text-stone-600">
                    <tr>
                      <th scope="col" className="px-4 py-3">
                        Serial No
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Title
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Status
                      </th>
                      <th scope="col" className="px-4 py-3">
                        isPremium
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Actions
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {data.items.map((article, index) => {
                      const declined = article.status === 'declined';
                      return (
                        <tr key={article._id} className="align-top">
                          <td className="px-4 py-3 text-stone-500">
                            {(page - 1) * LIST_PAGE_SIZE + index + 1}
                          </td>
                          <td className="min-w-56 max-w-md px-4 py-3">
                            <p className="font-semibold text-stone-900">{article.title}</p>
                            {declined && article.decline.reason ? (
                              <p className="mt-1 text-sm text-red-800">
                                <span className="font-semibold">Editors’ note:</span> {article.decline.reason}
                              </p>
                            ) : null}
                          </td>
                          <td className="whitespace-nowrap px-4 py-3">
                            <StatusBadge status={article.status} />
                          </td>
                          <td className="whitespace-nowrap px-4 py-3">
                            {article.isPremium === PREMIUM ? (
                              <span className="font-semibold text-amber-700">Premium</span>
                            ) : (
                              <>
                                <span aria-hidden="true">—</span>
                                <span className="sr-only">Not premium</span>
                              </>
                            )}
                          </td>
                          <td className="whitespace-nowrap px-4 py-3">
                            <div className="flex gap-2">
                              <Link
                                to={paths.articleDetails(article._id)}
                                className={`${actionClass} border border-stone-300 text-stone-700 hover:bg-stone-50`}
                              >
                                Details<span className="sr-only"> of “{article.title}”</span>
                              </Link>
                              <Link
                                to={paths.updateArticle(article._id)}
                                className={`${actionClass} border border-stone-300 text-stone-700 hover:bg-stone-50`}
                              >
                                {declined ? 'Edit & resubmit' : 'Update'}
                                <span className="sr-only"> “{article.title}”</span>
                              </Link>
                              <button
                                type="button"
                                onClick={() => void confirmDelete(article)}
                                disabled={deleting === article._id}
                                className={`${actionClass} bg-red-700 text-white hover:bg-red-800 disabled:opacity-60`}
                              >
                                Delete<span className="sr-only"> “{article.title}”</span>
                              </button>
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <Pagination page={page} total={data.total} pageSize={LIST_PAGE_SIZE} />
            </>
          )
        ) : (
          <QueryState
            inline
            error={articles.error}
            what="your articles"
            onRetry={() => void articles.refetch()}
          />
        )}
      </div>
    </div>
  );
}

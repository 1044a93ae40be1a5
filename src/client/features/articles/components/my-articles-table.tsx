import { type ArticleStatus, PREMIUM } from '@shared/constants';
import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { WRITER_TEXTS } from '@shared/messages/writers';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState, noArticlesLinks } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { type PagedQuery, PagedTable, tdClass } from '../../../components/ui/paged-table';
import { ScheduledFor } from '../../../components/ui/scheduled-for';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { useDeleteArticle } from '../api/article-mutations';
import { LIST_PAGE_SIZE } from '../list-params';

const TEXTS = ARTICLE_WRITING_TEXTS.mine;

const STATUS_BADGES: Record<ArticleStatus, string> = {
  pending: 'bg-stone-100 text-stone-700 ring-stone-300',
  approve: 'bg-green-50 text-green-800 ring-green-300',
  declined: 'bg-red-50 text-red-800 ring-red-300',
};

const linkClass = buttonClass({ variant: 'secondary', size: 'sm', className: 'py-1.5!' });

function StatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${STATUS_BADGES[status]}`}
    >
      {TEXTS.status[status]}
    </span>
  );
}

function MyArticleRow({
  article,
  serial,
  deleting,
  onDelete,
}: {
  article: Article;
  serial: number;
  deleting: boolean;
  onDelete: () => void;
}) {
  const declined = article.status === 'declined';
  const named = <span className="sr-only"> “{article.title}”</span>;
  return (
    <tr className="align-top">
      <td className={`${tdClass} text-stone-500`}>{serial}</td>
      <td className={`${tdClass} min-w-56 max-w-md`}>
        <p className="font-semibold text-stone-900">{article.title}</p>
        {article.publishAt ? (
          <ScheduledFor iso={article.publishAt} label={TEXTS.scheduledFor} className="mt-1" />
        ) : null}
        {declined && article.decline.reason ? (
          <p className="mt-1 text-sm text-red-800">
            <span className="font-semibold">{TEXTS.editorsNote}</span> {article.decline.reason}
          </p>
        ) : null}
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        <StatusBadge status={article.status} />
        {article.editPending ? (
          <p className="mt-1 text-xs font-semibold text-amber-800" title={WRITER_TEXTS.editInReviewNote}>
            {WRITER_TEXTS.editInReview}
            <span className="sr-only">: {WRITER_TEXTS.editInReviewNote}</span>
          </p>
        ) : null}
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        {article.isPremium === PREMIUM ? (
          <span className="font-semibold text-amber-700">{TEXTS.premium}</span>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{TEXTS.notPremium}</span>
          </>
        )}
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.articleDetails(article._id)} className={linkClass}>
            {TEXTS.details}
            <span className="sr-only"> of “{article.title}”</span>
          </Link>
          {article.status === 'approve' ? (
            <Link
              to={paths.myArticleHistory(article._id)}
              className={linkClass}
              aria-label={NEWSROOM_TEXTS.history.linkLabel(article.title)}
            >
              {NEWSROOM_TEXTS.history.link}
            </Link>
          ) : null}
          <Link to={paths.updateArticle(article._id)} className={linkClass}>
            {declined ? TEXTS.resubmit : TEXTS.update}
            {named}
          </Link>
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting}
            className={buttonClass({ size: 'sm', className: 'py-1.5!' })}
          >
            {TEXTS.delete}
            {named}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** The writer's own articles with their review status; each can be read, edited or deleted (asked first). */
export function MyArticlesTable({ query, page }: { query: PagedQuery<Article>; page: number }) {
  const deleteArticle = useDeleteArticle();
  const { confirmDelete, dialog } = useConfirmDelete({
    remove: (article: Article) => deleteArticle.mutateAsync(article._id),
    doneText: ARTICLE_WRITING_TEXTS.delete.yours,
  });
  const deleting = deleteArticle.isPending ? deleteArticle.variables : undefined;
  return (
    <>
      <PagedTable
        inline
        query={query}
        what={TEXTS.what}
        empty={
          <EmptyState links={noArticlesLinks(true)}>
            <p>{TEXTS.none}</p>
          </EmptyState>
        }
        caption={TEXTS.caption}
        columns={TEXTS.columns}
        page={page}
        pageSize={LIST_PAGE_SIZE}
        pagesLabel="Pagination"
        row={(article, index) => (
          <MyArticleRow
            key={article._id}
            article={article}
            serial={(page - 1) * LIST_PAGE_SIZE + index + 1}
            deleting={deleting === article._id}
            onDelete={() => void confirmDelete(article)}
          />
        )}
      />
      {dialog}
    </>
  );
}

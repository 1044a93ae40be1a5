import { COMMENTS_TEXTS } from '@shared/messages/comments';
import { paths } from '@shared/paths';
import { isEditorRole } from '@shared/roles';
import type { CommentSort, CommentsSummary, CommentThread } from '@shared/schemas/comments';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useComments, useCommentsSummary, useCommentWrites } from '../api/comments';
import { ArticleCommentsSwitch } from './article-comments-switch';
import { CommentForm } from './comment-form';
import { type Actor, CommentItem } from './comment-item';
import { CommentsNotice } from './comments-notice';
import { SortChoice } from './sort-choice';

const TEXTS = COMMENTS_TEXTS;
/** Comments shown under the article itself; the rest are on the comments page. */
export const ISLAND_PAGE_SIZE = 10;
export const PAGE_SIZE = 20;

/**
 * An article's comments: how many, the form to add one, the sort, and a page of threads with their
 * replies. On the comments page (`paged`) the sort and page are in the address, as plain links that work
 * without JavaScript; under the article, the first comments and a link to the rest. Everything that
 * depends on who reads (the form, Reply, Edit, Delete, Report) appears once the page runs in the browser,
 * so the HTML the server keeps for every visitor carries no reader's state.
 */
export default function CommentsSection({
  articleId,
  paged = false,
  sort: sortInUrl = 'newest',
  page = 1,
}: {
  articleId: string;
  paged?: boolean;
  sort?: CommentSort;
  page?: number;
}) {
  const [localSort, setLocalSort] = useState<CommentSort>('newest');
  const sort = paged ? sortInUrl : localSort;
  const limit = paged ? PAGE_SIZE : ISLAND_PAGE_SIZE;
  const summary = useCommentsSummary(articleId);
  const readable = summary.data?.readable ?? false;
  const list = useComments(articleId, { sort, page, limit }, readable);
  const { user } = useAuth();
  const hydrated = useHydrated();
  const writes = useCommentWrites(articleId);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const location = useLocation();

  const open = summary.data?.state === 'open';
  const readerId = hydrated ? (user?.id ?? null) : null;
  const actor: Actor = { readerId, writes, canReply: open && readable };
  const count = summary.data?.count;

  const post = async (body: string, parentId?: string) => {
    await writes.post.mutateAsync(parentId ? { body, parentId } : { body });
    toast.success(parentId ? TEXTS.form.replied : TEXTS.form.posted);
    setReplyTo(null);
  };

  return (
    <section aria-labelledby="comments-heading" className="mt-10 border-t border-stone-200 pt-8">
      <h2 id="comments-heading" className="font-serif text-2xl font-bold text-stone-900">
        {count === undefined ? TEXTS.heading : TEXTS.headingWithCount(count)}
      </h2>
      {summary.isPending || summary.isError ? (
        <QueryState inline what="the comments" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <CommentsNotice summary={summary.data} signedIn={Boolean(readerId)} from={location.pathname} />
          {hydrated && isEditorRole(user?.role) ? (
            <ArticleCommentsSwitch articleId={articleId} summary={summary.data} />
          ) : null}
          {readerId && open && readable ? (
            <CommentForm
              label={TEXTS.form.label}
              submitLabel={TEXTS.form.submit}
              onSubmit={(body) => post(body)}
            />
          ) : null}
          {readable && (summary.data.count > 0 || list.data?.items.length) ? (
            <SortChoice sort={sort} paged={paged} onChange={setLocalSort} />
          ) : null}
          {readable ? (
            <Threads
              summary={summary.data}
              threads={list.data?.items}
              state={list}
              actor={actor}
              replyTo={replyTo}
              onReply={setReplyTo}
              onPostReply={(body, parentId) => post(body, parentId)}
            />
          ) : null}
          {readable && list.data ? (
            paged ? (
              <Pagination page={page} total={list.data.total} pageSize={limit} label={TEXTS.pagination} />
            ) : list.data.total > limit ? (
              <p className="mt-4">
                <Link to={paths.articleComments(articleId)} className="font-semibold text-red-800 underline">
                  {TEXTS.readAll}
                </Link>
              </p>
            ) : null
          ) : null}
        </>
      )}
    </section>
  );
}

function Threads({
  summary,
  threads,
  state,
  actor,
  replyTo,
  onReply,
  onPostReply,
}: {
  summary: CommentsSummary;
  threads: CommentThread[] | undefined;
  state: { error: Error | null; refetch: () => unknown };
  actor: Actor;
  replyTo: string | null;
  onReply: (id: string | null) => void;
  onPostReply: (body: string, parentId: string) => Promise<void>;
}) {
  if (!threads)
    return <QueryState inline what="the comments" error={state.error} onRetry={() => void state.refetch()} />;
  if (threads.length === 0)
    return summary.state === 'open' ? <p className="mt-4 text-stone-600">{TEXTS.empty}</p> : null;
  return (
    <ol className="mt-4 divide-y divide-stone-200">
      {threads.map((thread) => (
        <li key={thread._id}>
          <CommentItem comment={thread} actor={actor} onReply={() => onReply(thread._id)}>
            {replyTo === thread._id ? (
              <CommentForm
                label={TEXTS.form.replyLabel(thread.author.name)}
                submitLabel={TEXTS.form.submitReply}
                autoFocus
                onCancel={() => onReply(null)}
                onSubmit={(body) => onPostReply(body, thread._id)}
              />
            ) : null}
            {thread.replies.length > 0 ? (
              <ol
                aria-label={TEXTS.repliesLabel(thread.author.name)}
                className="mt-2 border-l-2 border-stone-200 pl-3 sm:pl-4"
              >
                {thread.replies.map((reply) => (
                  <li key={reply._id}>
                    <CommentItem comment={reply} actor={actor} />
                  </li>
                ))}
              </ol>
            ) : null}
          </CommentItem>
        </li>
      ))}
    </ol>
  );
}

import { COMMENTS_TEXTS } from '@shared/messages/comments';
import { paths } from '@shared/paths';
import type { ModeratedComment, ModerationQuery } from '@shared/schemas/comments';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { DateText } from '../../../components/ui/date';
import { Link } from '../../../components/ui/link';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCommentWrites } from '../api/comments';
import { useModeration, useModerationQueue } from '../api/moderation';
import { BanForm } from './ban-form';
import { CommentBody } from './comment-body';
import { SiteCommentsSwitch } from './site-comments-switch';

const TEXTS = COMMENTS_TEXTS.queue;
const PAGE_SIZE = 20;
const VIEWS = ['reported', 'recent'] as const;

/**
 * The editors' moderation queue (docs/product.md#comments): the reported comments, the most reported first,
 * or the latest; each can be hidden or restored, deleted, and its author barred from commenting with a
 * reason. Admins also turn comments off for the whole site here.
 */
export default function ModerationQueue() {
  const [search] = useSearchParams();
  const view: ModerationQuery['view'] = search.get('view') === 'recent' ? 'recent' : 'reported';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const queue = useModerationQueue({ view, page, limit: PAGE_SIZE });
  const { isAdmin } = useAuth();
  const [note, setNote] = useState('');

  return (
    <div className="space-y-6">
      <PageHeader title={TEXTS.title} intro={TEXTS.intro} />
      {isAdmin ? <SiteCommentsSwitch /> : null}
      <nav aria-label={TEXTS.viewLabel} className="flex gap-2">
        {VIEWS.map((value) => (
          <Link
            key={value}
            to={`${paths.dashboardComments}${value === 'reported' ? '' : '?view=recent'}`}
            aria-current={value === view ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded border px-4 text-sm font-semibold ${
              value === view
                ? 'border-red-700 bg-red-700 text-white'
                : 'border-stone-300 bg-white text-stone-700'
            }`}
          >
            {TEXTS.views[value]}
          </Link>
        ))}
      </nav>
      <p role="status" className="text-sm text-stone-700">
        {note}
      </p>
      {queue.data ? (
        queue.data.items.length === 0 ? (
          <p className="rounded border border-stone-200 bg-white p-6 text-stone-600">{TEXTS.empty[view]}</p>
        ) : (
          <ul className="space-y-4">
            {queue.data.items.map((comment) => (
              <li key={comment._id}>
                <QueuedComment comment={comment} onDone={setNote} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <QueryState what={TEXTS.what} error={queue.error} onRetry={() => void queue.refetch()} />
      )}
      {queue.data ? <Pagination page={page} total={queue.data.total} pageSize={PAGE_SIZE} /> : null}
    </div>
  );
}

function QueuedComment({ comment, onDone }: { comment: ModeratedComment; onDone: (note: string) => void }) {
  const moderation = useModeration();
  const { remove } = useCommentWrites(comment.articleId);
  const { ask, dialog } = useDialog();
  const [banning, setBanning] = useState(false);
  // Until the page is hydrated a click would do nothing: the buttons wait for it.
  const ready = useHydrated();
  const name = comment.author.name;
  const failed = (error: Error) => toast.error(error.message || TEXTS.failed);

  // Said in the queue's own status line once done: the item may have left the queue by then (a hidden
  // comment leaves the reported ones), and a mutation's per-call callbacks end with the item.
  const hide = (hidden: boolean) =>
    moderation.hide
      .mutateAsync({ id: comment._id, hidden })
      .then(() => onDone(hidden ? TEXTS.hiddenNote : TEXTS.restoredNote), failed);
  const destroy = async () => {
    const yes = await ask({
      title: COMMENTS_TEXTS.deleteTitle,
      text: COMMENTS_TEXTS.deleteText,
      confirmLabel: TEXTS.delete,
    });
    if (!yes) return;
    await remove
      .mutateAsync(comment._id)
      .then(async () => {
        await moderation.refresh();
        onDone(TEXTS.deletedNote);
      })
      .catch(failed);
  };

  return (
    <article
      aria-label={TEXTS.by(name)}
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <p className="text-sm text-stone-600">
        <Link to={paths.articleComments(comment.articleId)} className="font-semibold text-red-800 underline">
          {TEXTS.on(comment.articleTitle)}
        </Link>{' '}
        · {TEXTS.by(name)} · <DateText iso={comment.createdAt} style="moment" />
      </p>
      <div className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
        {comment.reports > 0 ? (
          <span className="rounded bg-amber-100 px-2 py-1 text-amber-900">
            {TEXTS.reports(comment.reports)}
          </span>
        ) : null}
        {comment.hidden ? (
          <span className="rounded bg-stone-200 px-2 py-1 text-stone-800">{TEXTS.hiddenBadge}</span>
        ) : null}
        {comment.authorBanned ? (
          <span className="rounded bg-red-100 px-2 py-1 text-red-900">{TEXTS.bannedBadge}</span>
        ) : null}
      </div>
      <div className="mt-2">
        <CommentBody body={comment.body} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          busy={moderation.hide.isPending}
          disabled={!ready}
          onClick={() => hide(!comment.hidden)}
        >
          {comment.hidden ? TEXTS.restore : TEXTS.hide}
        </Button>
        <Button size="sm" variant="danger" disabled={!ready} onClick={() => void destroy()}>
          {TEXTS.delete}
        </Button>
        {comment.authorBanned ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={!ready}
            onClick={() =>
              moderation.lift
                .mutateAsync(comment.author.id)
                .then(() => onDone(TEXTS.liftedNote(name)), failed)
            }
          >
            {TEXTS.lift}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={banning}
            disabled={!ready}
            onClick={() => setBanning(!banning)}
          >
            {TEXTS.ban}
          </Button>
        )}
      </div>
      {banning && !comment.authorBanned ? (
        <BanForm
          name={name}
          onCancel={() => setBanning(false)}
          onSubmit={async (reason) => {
            await moderation.ban.mutateAsync({ userId: comment.author.id, reason });
            setBanning(false);
            onDone(TEXTS.bannedNote(name));
          }}
        />
      ) : null}
      {dialog}
    </article>
  );
}

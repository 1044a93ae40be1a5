import { COMMENT_EDIT_MINUTES } from '@shared/comments';
import { COMMENTS_TEXTS } from '@shared/messages/comments';
import type { Comment } from '@shared/schemas/comments';
import { type ReactNode, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { DateText } from '../../../components/ui/date';
import { toast } from '../../../lib/toast';
import type { useCommentWrites } from '../api/comments';
import { CommentBody } from './comment-body';
import { CommentForm } from './comment-form';

const TEXTS = COMMENTS_TEXTS;
const actionClass =
  'min-h-11 rounded px-2 text-sm font-semibold text-stone-700 underline hover:text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 disabled:no-underline disabled:opacity-70';

/** Whether a comment is still in its edit window, by this device's clock (the server decides). */
const editable = (comment: Comment) =>
  Date.now() - new Date(comment.createdAt).getTime() < COMMENT_EDIT_MINUTES * 60_000;

export interface Actor {
  /** The signed-in reader, once the page runs in the browser; null for a visitor or before then. */
  readerId: string | null;
  writes: ReturnType<typeof useCommentWrites>;
  /** Whether replies may be posted now (comments open, and the reader may comment). */
  canReply: boolean;
}

/**
 * One comment: who wrote it and when, its text, and what the reader may do with it — reply (to a
 * top-level comment), edit in its first minutes and delete (their own), report (anyone else's).
 * `children`: its replies.
 */
export function CommentItem({
  comment,
  actor,
  onReply,
  children,
}: {
  comment: Comment;
  actor: Actor;
  onReply?: () => void;
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [reported, setReported] = useState(false);
  const [note, setNote] = useState('');
  const { ask, dialog } = useDialog();
  const { writes, readerId } = actor;
  const own = readerId === comment.author.id;

  const report = () =>
    writes.report.mutate(comment._id, {
      onSuccess: () => {
        setReported(true);
        setNote(TEXTS.reported);
      },
      onError: (error) => toast.error(error.message),
    });
  const remove = async () => {
    const yes = await ask({ title: TEXTS.deleteTitle, text: TEXTS.deleteText, confirmLabel: TEXTS.delete });
    if (!yes) return;
    // The comment leaves the list once deleted; the promise still says so when it does.
    await writes.remove
      .mutateAsync(comment._id)
      .then(() => toast.success(TEXTS.deleted))
      .catch((error: Error) => toast.error(error.message));
  };

  return (
    <article aria-labelledby={`comment-${comment._id}`} className="py-4">
      <header className="flex items-center gap-3">
        <Avatar src={comment.author.image} size={32} />
        <p id={`comment-${comment._id}`} className="text-sm">
          <span className="font-semibold text-stone-900">{comment.author.name}</span>{' '}
          <DateText iso={comment.createdAt} style="relative" className="text-stone-500" />
          {comment.editedAt ? <span className="text-stone-500"> · {TEXTS.edited}</span> : null}
        </p>
      </header>
      <div className="mt-2 sm:pl-11">
        {editing ? (
          <CommentForm
            label={TEXTS.editLabel}
            submitLabel={TEXTS.save}
            initial={comment.body}
            autoFocus
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              await writes.edit.mutateAsync({ id: comment._id, body });
              setEditing(false);
              toast.success(TEXTS.saved);
            }}
          />
        ) : (
          <CommentBody body={comment.body} />
        )}
        {readerId && !editing ? (
          <div className="mt-1 flex flex-wrap items-center gap-1">
            {onReply && actor.canReply ? (
              <button type="button" className={actionClass} onClick={onReply}>
                {TEXTS.form.reply}
              </button>
            ) : null}
            {own && editable(comment) ? (
              <button type="button" className={actionClass} onClick={() => setEditing(true)}>
                {TEXTS.edit}
              </button>
            ) : null}
            {own ? (
              <button type="button" className={actionClass} onClick={() => void remove()}>
                {TEXTS.delete}
              </button>
            ) : (
              <button
                type="button"
                className={actionClass}
                aria-label={TEXTS.reportLabel(comment.author.name)}
                aria-disabled={reported || undefined}
                onClick={() => {
                  // Kept focusable once used, so a keyboard's focus stays where it was.
                  if (!reported && !writes.report.isPending) report();
                }}
              >
                {reported ? TEXTS.reportedButton : TEXTS.report}
              </button>
            )}
            <span role="status" className="text-sm text-stone-600">
              {note}
            </span>
          </div>
        ) : null}
        {children}
      </div>
      {dialog}
    </article>
  );
}

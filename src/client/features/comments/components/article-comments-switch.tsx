import { COMMENTS_TEXTS } from '@shared/messages/comments';
import type { CommentsSummary } from '@shared/schemas/comments';
import { toast } from '../../../lib/toast';
import { useArticleCommentsSetting } from '../api/comments';

/**
 * The editors' setting under an article's comments (docs/product.md#comments): whether readers may comment
 * on it. Not offered while comments are off on the whole site, which the notice above already says.
 */
export function ArticleCommentsSwitch({
  articleId,
  summary,
}: {
  articleId: string;
  summary: CommentsSummary;
}) {
  const change = useArticleCommentsSetting(articleId);
  if (summary.state === 'site') return null;
  const open = change.isPending ? Boolean(change.variables) : summary.state === 'open';
  return (
    <label className="mt-4 flex min-h-11 items-center gap-3 rounded border border-stone-200 bg-stone-50 px-3 text-sm font-semibold text-stone-800">
      <input
        type="checkbox"
        className="h-5 w-5 accent-red-700"
        checked={open}
        // Not disabled while it saves, which would take the keyboard's focus away from it.
        aria-busy={change.isPending}
        onChange={(event) =>
          !change.isPending &&
          change.mutate(event.target.checked, {
            onSuccess: (now) =>
              toast.success(
                now.state === 'open' ? COMMENTS_TEXTS.articleOpened : COMMENTS_TEXTS.articleClosedNote,
              ),
            onError: (error) => toast.error(error.message),
          })
        }
      />
      {COMMENTS_TEXTS.articleSwitch}
    </label>
  );
}

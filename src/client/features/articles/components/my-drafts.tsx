import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { paths } from '@shared/paths';
import type { Draft } from '@shared/schemas/drafts';
import { buttonClass } from '../../../components/ui/button';
import { DateText } from '../../../components/ui/date';
import { Link } from '../../../components/ui/link';
import { QueryState } from '../../../components/ui/query-state';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { useDeleteDraft, useDrafts } from '../api/drafts';

const TEXTS = NEWSROOM_TEXTS.drafts;
const linkClass = buttonClass({ variant: 'secondary', size: 'sm', className: 'py-1.5!' });

/** When a draft was last saved (UTC, the same in the server's HTML and the browser). */

/** The author's drafts above their articles (docs/product.md#drafts): continue one, or delete it. */
export function MyDrafts() {
  const drafts = useDrafts();
  const remove = useDeleteDraft();
  const { confirmDelete, dialog } = useConfirmDelete<Draft>({
    remove: (draft) => remove.mutateAsync(draft.id),
    doneText: TEXTS.deleted,
  });
  return (
    <section aria-labelledby="drafts-heading" className="mt-8">
      <h2 id="drafts-heading" className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.heading}
        {drafts.data ? <span className="text-stone-500"> ({drafts.data.length})</span> : null}
      </h2>
      <p className="mt-1 text-stone-600">{TEXTS.intro}</p>
      {!drafts.data ? (
        <QueryState inline error={drafts.error} what="your drafts" onRetry={() => void drafts.refetch()} />
      ) : drafts.data.length === 0 ? (
        <p className="mt-3 text-stone-600">{TEXTS.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {drafts.data.map((draft) => {
            const title = draft.title || TEXTS.untitled;
            return (
              <li key={draft.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="wrap-anywhere font-semibold text-stone-900">{title}</p>
                  <p className="text-sm text-stone-600">
                    {TEXTS.savedAt} <DateText iso={draft.updatedAt} style="moment" />
                  </p>
                </div>
                <div className="flex gap-2">
                  <Link
                    to={`${paths.addArticles}?draft=${encodeURIComponent(draft.id)}`}
                    className={linkClass}
                  >
                    {TEXTS.continue}
                    <span className="sr-only"> “{title}”</span>
                  </Link>
                  <button
                    type="button"
                    disabled={remove.isPending}
                    onClick={() => void confirmDelete(draft)}
                    className={buttonClass({ variant: 'danger', size: 'sm', className: 'py-1.5!' })}
                  >
                    {TEXTS.delete}
                    <span className="sr-only"> “{title}”</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </section>
  );
}

import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { toast } from '../../lib/toast';
import { useDialog } from './confirm-dialog';

const TEXTS = ARTICLE_WRITING_TEXTS.delete;

/**
 * Deleting after asking first (docs/product.md#articles): "Are you sure?", then the caller's `remove`, then
 * "Deleted!" with `doneText` — or a toast when nothing was deleted or the request failed. Render `dialog`.
 */
export function useConfirmDelete<T>({
  remove,
  doneText,
}: {
  /** Deletes the item; the answer says how many were deleted (0 when it was already gone). */
  remove: (item: T) => Promise<{ deletedCount: number }>;
  doneText: string;
}) {
  const { ask, dialog } = useDialog();
  const confirmDelete = async (item: T) => {
    const yes = await ask({
      title: TEXTS.title,
      text: TEXTS.text,
      confirmLabel: TEXTS.confirm,
      cancelLabel: TEXTS.cancel,
    });
    if (!yes) return;
    try {
      const { deletedCount } = await remove(item);
      if (deletedCount > 0) void ask({ title: TEXTS.done, text: doneText, confirmLabel: TEXTS.ok });
      else toast.error(TEXTS.gone);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
    }
  };
  return { confirmDelete, dialog };
}

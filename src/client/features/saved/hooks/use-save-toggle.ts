import { SAVED_TEXTS } from '@shared/messages/saved';
import type { Article } from '@shared/schemas/articles';
import { useApi } from '../../../lib/app-context';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useSavedState, useSetSaved } from '../api/saved-articles';

const TEXTS = SAVED_TEXTS.button;

/**
 * Save and unsave an article for the signed-in reader (docs/product.md#saved-articles), on its page or on
 * its card: whether it is saved now (as asked, or as the change under way will make it), whether that is
 * still being asked, and the toggle. `onDone` gets what to tell the reader once the server has it; a
 * failure, or no connection, is said in a toast.
 */
export function useSaveToggle(article: Article, onDone: (note: string) => void) {
  const { user } = useAuth();
  const state = useSavedState(article._id, Boolean(user));
  const change = useSetSaved(article._id);
  const api = useApi();
  const saved = change.isPending ? Boolean(change.variables) : (state.data?.saved ?? false);

  const toggle = () => {
    const next = !saved;
    // Saving needs the server: offline, the reader is told so rather than left waiting.
    if (!navigator.onLine) {
      toast.error(TEXTS.offline, { id: 'save-offline' });
      return;
    }
    change.mutate(next, {
      onSuccess: async () => {
        // The copy on the device is the article as the server answers this reader now; the note says
        // "kept on this device" only when it is.
        let kept = true;
        if (user) {
          const copies = await import('../../../lib/saved-copies');
          await (next
            ? copies.fetchAndKeep(api, user, article._id)
            : copies.dropCopy(user.id, article._id)
          ).catch((error: unknown) => {
            kept = false;
            console.warn('The saved copy on this device was not updated', error);
          });
        }
        onDone(next ? (kept ? TEXTS.savedNote : TEXTS.savedNotKeptNote) : TEXTS.removedNote);
      },
      onError: (error) => toast.error(error.message || (next ? TEXTS.failed : TEXTS.removeFailed)),
    });
  };

  return { saved, asking: state.isPending, toggle };
}

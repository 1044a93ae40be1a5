import { TIMINGS } from '@shared/constants';
import { isUuid } from '@shared/ids';
import { MODERATION_TEXTS } from '@shared/messages';
import type { Article } from '@shared/schemas/articles';
import { toast } from '../../../lib/toast';
import { useApproveArticle, useDeleteArticle, useMakeArticlePremium } from '../api/admin-mutations';

const TEXTS = MODERATION_TEXTS.moderation;
const loadSwal = async () => (await import('sweetalert2')).default;
const failed = (error: unknown, fallback: string) =>
  toast.error(error instanceof Error ? error.message : fallback);

/** An action is sent only for a well-formed article id. */
function actionable(article: Article) {
  if (isUuid(article._id)) return true;
  toast.error(TEXTS.notActionable);
  return false;
}

/** The moderation actions (approve, make premium, delete): each refreshes the list through its mutation. */
export function useModeration() {
  const approve = useApproveArticle();
  const premium = useMakeArticlePremium();
  const remove = useDeleteArticle();

  /** Sends a one-step action, then says so in an alert that closes itself. */
  const oneStep =
    (mutation: typeof approve, done: { title: string; text: (title: string) => string }, failure: string) =>
    async (article: Article) => {
      if (!actionable(article)) return;
      try {
        await mutation.mutateAsync(article._id);
        const Swal = await loadSwal();
        void Swal.fire({
          icon: 'success',
          title: done.title,
          text: done.text(article.title),
          showConfirmButton: false,
          timer: TIMINGS.adminAlertMs,
        });
      } catch (error) {
        failed(error, failure);
      }
    };

  const deleteArticle = async (article: Article) => {
    if (!actionable(article)) return;
    const Swal = await loadSwal();
    const answer = await Swal.fire({
      title: TEXTS.deleteTitle,
      text: TEXTS.deleteText,
      icon: 'warning',
      showCancelButton: true,
      confirmButtonColor: '#b91c1c',
      cancelButtonColor: '#57534e',
      confirmButtonText: TEXTS.deleteConfirm,
    });
    if (!answer.isConfirmed) return;
    try {
      const { deletedCount } = await remove.mutateAsync(article._id);
      if (deletedCount > 0) {
        void Swal.fire({ title: TEXTS.deletedTitle, text: TEXTS.deletedText, icon: 'success' });
      } else {
        toast.error(TEXTS.alreadyGone);
      }
    } catch (error) {
      failed(error, TEXTS.deleteFailed);
    }
  };

  const busyIds = new Set(
    [approve, premium, remove].filter((m) => m.isPending).map((m) => m.variables as string),
  );
  return {
    approveArticle: oneStep(
      approve,
      { title: TEXTS.approvedTitle, text: TEXTS.approvedText },
      TEXTS.approveFailed,
    ),
    makePremium: oneStep(
      premium,
      { title: TEXTS.premiumTitle, text: TEXTS.premiumText },
      TEXTS.premiumFailed,
    ),
    deleteArticle,
    busyIds,
  };
}

import { TIMINGS } from '@shared/constants';
import { isUuid } from '@shared/ids';
import type { Article } from '@shared/schemas/articles';
import { toast } from '../../lib/toast';
import { useApproveArticle, useDeleteArticle, useMakeArticlePremium } from './api/moderate-article';

/** The moderation actions (approve, make premium, delete): each refreshes the list through its mutation. */
export function useModeration() {
  const approve = useApproveArticle();
  const premium = useMakeArticlePremium();
  const remove = useDeleteArticle();

  const loadSwal = async () => (await import('sweetalert2')).default;
  const failed = (error: unknown, fallback: string) =>
    toast.error(error instanceof Error ? error.message : fallback);
  /** An action is sent only for a well-formed article id. */
  const actionable = (article: Article) => {
    if (isUuid(article._id)) return true;
    toast.error('This article cannot be changed from here.');
    return false;
  };

  const approveArticle = async (article: Article) => {
    if (!actionable(article)) return;
    try {
      await approve.mutateAsync(article._id);
      const Swal = await loadSwal();
      void Swal.fire({
        icon: 'success',
        title: 'Article approved',
        text: `“${article.title}” is now published.`,
        showConfirmButton: false,
        timer: TIMINGS.adminAlertMs,
      });
    } catch (error) {
      failed(error, 'The article could not be approved.');
    }
  };

  const makePremium = async (article: Article) => {
    if (!actionable(article)) return;
    try {
      await premium.mutateAsync(article._id);
      const Swal = await loadSwal();
      void Swal.fire({
        icon: 'success',
        title: 'Article is Premium',
        text: `“${article.title}” is now for premium subscribers.`,
        showConfirmButton: false,
        timer: TIMINGS.adminAlertMs,
      });
    } catch (error) {
      failed(error, 'The article could not be made premium.');
    }
  };

  const deleteArticle = async (article: Article) => {
    if (!actionable(article)) return;
    const Swal = await loadSwal();
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
      const { deletedCount } = await remove.mutateAsync(article._id);
      if (deletedCount > 0) {
        void Swal.fire({ title: 'Deleted!', text: 'The article has been deleted.', icon: 'success' });
      } else {
        toast.error('The article was already gone.');
      }
    } catch (error) {
      failed(error, 'The article could not be deleted.');
    }
  };

  const busyIds = new Set(
    [approve, premium, remove].filter((m) => m.isPending).map((m) => m.variables as string),
  );
  return { approveArticle, makePremium, deleteArticle, busyIds };
}

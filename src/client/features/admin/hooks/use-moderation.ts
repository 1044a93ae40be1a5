import { TIMINGS } from '@shared/constants';
import { isUuid } from '@shared/ids';
import { MODERATION_TEXTS } from '@shared/messages';
import type { Article } from '@shared/schemas/articles';
import { createElement, Fragment } from 'react';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { toast } from '../../../lib/toast';
import {
  useApproveArticle,
  useDeleteArticle,
  useMakeArticleFree,
  useMakeArticlePremium,
} from '../api/admin-mutations';

const TEXTS = MODERATION_TEXTS.moderation;
const failed = (error: unknown, fallback: string) =>
  toast.error(error instanceof Error ? error.message : fallback);

/** An action is sent only for a well-formed article id. */
function actionable(article: Pick<Article, '_id'>) {
  if (isUuid(article._id)) return true;
  toast.error(TEXTS.notActionable);
  return false;
}

const doneIcon = createElement(CheckCircleIcon, { className: 'mx-auto mb-3 h-14 w-14 text-green-700' });

/**
 * The moderation actions (approve, make premium or free again, delete): each refreshes the list through its mutation, and
 * says so in the site's own dialog; the screen renders `dialog`.
 */
export function useModeration() {
  const approve = useApproveArticle();
  const premium = useMakeArticlePremium();
  const free = useMakeArticleFree();
  const remove = useDeleteArticle();
  const notice = useDialog();
  const question = useDialog();

  /**
   * Sends an action, after a confirmation when it names one (`confirm`), then says so in a notice that
   * closes itself.
   */
  const oneStep =
    (
      mutation: typeof approve,
      done: { title: string; text: (title: string) => string },
      failure: string,
      confirm?: { title: (title: string) => string; text: string; button: string },
    ) =>
    async (article: Pick<Article, '_id' | 'title' | 'version'>) => {
      if (!actionable(article)) return;
      if (
        confirm &&
        !(await question.ask({
          title: confirm.title(article.title),
          text: confirm.text,
          confirmLabel: confirm.button,
          cancelLabel: TEXTS.cancel,
        }))
      )
        return;
      try {
        await mutation.mutateAsync({ id: article._id, version: article.version });
        void notice.ask({
          title: done.title,
          text: done.text(article.title),
          icon: doneIcon,
          autoCloseMs: TIMINGS.adminAlertMs,
        });
      } catch (error) {
        failed(error, failure);
      }
    };

  // Deleting asks first, then says it is done.
  const { confirmDelete, dialog: deleteDialog } = useConfirmDelete<Article>({
    remove: (article) => remove.mutateAsync(article._id),
    doneText: TEXTS.deletedText,
  });
  const deleteArticle = async (article: Article) => {
    if (actionable(article)) await confirmDelete(article);
  };

  const busyIds = new Set(
    [approve, premium, free]
      .filter((m) => m.isPending)
      .map((m) => m.variables?.id)
      .concat(remove.isPending ? [remove.variables] : []),
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
      {
        title: TEXTS.premiumConfirmTitle,
        text: TEXTS.premiumConfirmText,
        button: TEXTS.premiumConfirmButton,
      },
    ),
    makeFree: oneStep(free, { title: TEXTS.freeTitle, text: TEXTS.freeText }, TEXTS.freeFailed, {
      title: TEXTS.freeConfirmTitle,
      text: TEXTS.freeConfirmText,
      button: TEXTS.freeConfirmButton,
    }),
    deleteArticle,
    busyIds,
    dialog: createElement(Fragment, null, deleteDialog, question.dialog, notice.dialog),
  };
}

import { ERROR_CODES } from '@shared/error-codes';
import { MODERATION_TEXTS } from '@shared/messages';
import { declineInputSchema } from '@shared/schemas/article-input';
import type { Article } from '@shared/schemas/articles';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, TextArea } from '../../../components/ui/field';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useDeclineArticle } from '../api/admin-mutations';
import { useModal } from '../hooks/use-modal';

const TEXTS = MODERATION_TEXTS.decline;

/**
 * The article as the screen behind the dialog shows it (its review, or a row of the admin list), if it is
 * loaded: its title, and the version the decline is made on.
 */
function useShownArticle(id: string): Article | undefined {
  const queryClient = useQueryClient();
  const review = queryClient.getQueryData<Article>(['admin', 'articles', 'review', id]);
  if (review) return review;
  for (const [, data] of queryClient.getQueriesData<{ items?: Article[] }>({
    queryKey: ['admin', 'articles'],
  })) {
    const found = data?.items?.find?.((article) => article._id === id);
    if (found) return found;
  }
  return undefined;
}

/** A modal dialog over the page: a backdrop that closes it on a click, and the box, labelled and described. */
function Modal({
  title,
  description,
  close,
  children,
}: {
  title: string;
  description: ReactNode;
  close: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const { dialogRef, onKeyDown } = useModal(close);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/60 p-4 sm:items-center">
      {/* A click on the backdrop closes the dialog, as Escape and Cancel do. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 cursor-default"
        onClick={close}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        onKeyDown={onKeyDown}
        className="relative w-full max-w-lg rounded-lg bg-white p-6 shadow-xl"
      >
        <h2 id={`${id}-title`} className="font-serif text-2xl font-bold text-stone-900">
          {title}
        </h2>
        <p id={`${id}-description`} className="mt-2 text-stone-600">
          {description}
        </p>
        {children}
      </div>
    </div>
  );
}

/** Sends the decline; the default declines the one article `id`. */
type Decline = (reason: string) => Promise<void>;

/**
 * The one required reason, which the author then sees; a success closes the dialog (or runs `declined`, for
 * the form inline on the review page).
 */
export function DeclineForm({
  id,
  version,
  close,
  send,
  declined,
}: {
  id: string;
  version?: string | undefined;
  close: () => void;
  send?: Decline | undefined;
  declined?: () => void;
}) {
  const decline = useDeclineArticle();
  const hydrated = useHydrated();
  const { register, handleSubmit, field, busy } = useSchemaForm(
    declineInputSchema,
    { reason: '' },
    { reason: TEXTS.reasonLabel },
  );

  const onSubmit = async ({ reason }: { reason: string }) => {
    try {
      if (send) await send(reason);
      else await decline.mutateAsync({ id, reason, version });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
      // The article moved on: nothing was declined, and the screen behind shows what changed.
      if (error instanceof ApiError && error.code === ERROR_CODES.ARTICLE_CHANGED) close();
      return;
    }
    if (!send) toast.success(TEXTS.success);
    if (declined) declined();
    else close();
  };

  const saving = busy || decline.isPending;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5">
      <Field {...field('reason')}>
        <TextArea rows={5} required aria-required="true" maxLength={2000} {...register('reason')} />
      </Field>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close}>
          {TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={!hydrated} busy={saving}>
          {saving ? TEXTS.submitting : TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * The decline dialog over the article list. `id` comes from the address bar, so anyone can write it: unless
 * it is an article id (`valid`), the dialog says the link is not valid and sends nothing.
 */
export function DeclineDialog({
  id,
  valid,
  close,
  bulk,
}: {
  id: string;
  valid: boolean;
  close: () => void;
  /** Several articles at once: the dialog's title and text, and what sends the reason. */
  bulk?: { title: string; text: string; send: Decline };
}) {
  const shown = useShownArticle(id);
  const title = shown?.title;
  if (bulk) {
    return (
      <Modal title={bulk.title} description={bulk.text} close={close}>
        <DeclineForm id={id} close={close} send={bulk.send} />
      </Modal>
    );
  }
  if (!valid) {
    return (
      <Modal title={TEXTS.invalidTitle} description={TEXTS.invalidText} close={close}>
        <div className="mt-6 flex justify-end">
          <Button onClick={close}>{TEXTS.back}</Button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      title={TEXTS.title}
      description={
        <>
          {title ? TEXTS.titledGoesBack(title) : TEXTS.goesBack}
          {TEXTS.withReason}
        </>
      }
      close={close}
    >
      <DeclineForm id={id} version={shown?.version} close={close} />
    </Modal>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { MODERATION_TEXTS } from '@shared/messages';
import { type Article, declineInputSchema } from '@shared/schemas/articles';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useDeclineArticle } from '../api/admin-mutations';
import { useModal } from '../hooks/use-modal';

type DeclineInput = z.infer<typeof declineInputSchema>;

const TEXTS = MODERATION_TEXTS.decline;
const primaryClass = 'rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800';

/** The article's title from the admin list already loaded behind the dialog, if it is there. */
function useArticleTitle(id: string): string | undefined {
  const queryClient = useQueryClient();
  for (const [, data] of queryClient.getQueriesData<{ items: Article[] }>({
    queryKey: ['admin', 'articles'],
  })) {
    const found = data?.items?.find((article) => article._id === id);
    if (found) return found.title;
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

/** The one required reason, which the author then sees; a success closes the dialog. */
function DeclineForm({ id, close }: { id: string; close: () => void }) {
  const reasonId = useId();
  const decline = useDeclineArticle();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeclineInput>({ resolver: zodResolver(declineInputSchema), defaultValues: { reason: '' } });

  const onSubmit = async ({ reason }: DeclineInput) => {
    try {
      await decline.mutateAsync({ id, reason });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
      return;
    }
    toast.success(TEXTS.success);
    close();
  };

  const reasonError = errors.reason?.message;
  const saving = isSubmitting || decline.isPending;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5">
      <label htmlFor={reasonId} className="block text-sm font-semibold text-stone-800">
        {TEXTS.reasonLabel}
      </label>
      <textarea
        id={reasonId}
        rows={5}
        required
        aria-required="true"
        aria-invalid={Boolean(reasonError)}
        aria-describedby={reasonError ? `${reasonId}-error` : undefined}
        maxLength={2000}
        className={`mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40 ${
          reasonError ? 'border-red-600' : 'border-stone-300'
        }`}
        {...register('reason')}
      />
      {reasonError ? (
        <p id={`${reasonId}-error`} className="mt-1 text-sm text-red-700">
          {reasonError.startsWith('is ') ? `${TEXTS.reasonLabel} ${reasonError}` : reasonError}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={close}
          className="rounded border border-stone-300 px-5 py-2.5 font-semibold text-stone-700 hover:bg-stone-50"
        >
          {TEXTS.cancel}
        </button>
        <button
          type="submit"
          disabled={!hydrated || saving}
          className={`inline-flex items-center justify-center gap-2 disabled:opacity-60 ${primaryClass}`}
        >
          {saving ? <Spinner size={16} className="border-white border-t-transparent" /> : null}
          {saving ? TEXTS.submitting : TEXTS.submit}
        </button>
      </div>
    </form>
  );
}

/**
 * The decline dialog over the article list. `id` comes from the address bar, so anyone can write it: unless
 * it is an article id (`valid`), the dialog says the link is not valid and sends nothing.
 */
export function DeclineDialog({ id, valid, close }: { id: string; valid: boolean; close: () => void }) {
  const title = useArticleTitle(id);
  if (!valid) {
    return (
      <Modal title={TEXTS.invalidTitle} description={TEXTS.invalidText} close={close}>
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={close} className={primaryClass}>
            {TEXTS.back}
          </button>
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
      <DeclineForm id={id} close={close} />
    </Modal>
  );
}

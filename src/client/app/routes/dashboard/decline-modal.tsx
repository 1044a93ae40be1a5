import { zodResolver } from '@hookform/resolvers/zod';
import { isUuid } from '@shared/ids';
import { type Article, declineInputSchema } from '@shared/schemas/articles';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Spinner } from '../../../components/ui/spinner';
import { useDeclineArticle } from '../../../features/admin/api/moderate-article';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';

type DeclineInput = z.infer<typeof declineInputSchema>;

const LIST_PATH = '/dashboard/allArticlesAdmin';
const DECLINED = 'decline Successfully';
const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

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

/**
 * The decline form (allArticlesAdmin/modal?id=…), opened over the article list: one required reason, which
 * the author then sees. A modal dialog: focus stays inside, Escape closes. The id comes from the address
 * bar, so anyone can write it: unless it is an article id, the dialog says the link is not valid and sends
 * nothing.
 */
export function Component() {
  const titleId = useId();
  const descriptionId = useId();
  const reasonId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const valid = isUuid(id);
  const title = useArticleTitle(id);
  const decline = useDeclineArticle();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeclineInput>({ resolver: zodResolver(declineInputSchema), defaultValues: { reason: '' } });

  /** Back to the list, on the filter and page it was showing. */
  const close = useCallback(() => {
    const params = new URLSearchParams(searchParams);
    params.delete('id');
    const search = params.toString();
    navigate(`${LIST_PATH}${search ? `?${search}` : ''}`);
  }, [navigate, searchParams]);

  // Focus moves into the dialog (the list gives it back to its Decline button once the dialog closes).
  useEffect(() => {
    const dialog = dialogRef.current;
    (
      dialog?.querySelector<HTMLElement>('textarea') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Escape closes from anywhere; focus that lands outside the dialog (a click behind it) is brought back.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [close]);

  /** Tab and Shift+Tab cycle through the dialog's controls. */
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onSubmit = async ({ reason }: DeclineInput) => {
    if (!valid) return;
    try {
      await decline.mutateAsync({ id, reason });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The article could not be declined.');
      return;
    }
    toast.success(DECLINED);
    close();
  };

  const reasonError = errors.reason?.message;
  const saving = isSubmitting || decline.isPending;

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
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={trapTab}
        className="relative w-full max-w-lg rounded-lg bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="font-serif text-2xl font-bold text-stone-900">
          {valid ? 'Decline article' : 'This link is not valid'}
        </h2>
        {valid ? (
          <p id={descriptionId} className="mt-2 text-stone-600">
            {title ? <>“{title}” goes back to its author</> : 'The article goes back to its author'} with your
            reason. They can edit it and submit it again.
          </p>
        ) : (
          <p id={descriptionId} className="mt-2 text-stone-600">
            It does not name an article, so there is nothing to decline. Go back to the list and use the
            Decline button on the article’s row.
          </p>
        )}
        {valid ? (
          <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5">
            <label htmlFor={reasonId} className="block text-sm font-semibold text-stone-800">
              Reason for declining
            </label>
            <textarea
              id={reasonId}
              rows={5}
              required
              aria-required="true"
              aria-invalid={Boolean(reasonError)}
              aria-describedby={reasonError ? errorId : undefined}
              maxLength={2000}
              className={`mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40 ${
                reasonError ? 'border-red-600' : 'border-stone-300'
              }`}
              {...register('reason')}
            />
            {reasonError ? (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {reasonError.startsWith('is ') ? `Reason for declining ${reasonError}` : reasonError}
              </p>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={close}
                className="rounded border border-stone-300 px-5 py-2.5 font-semibold text-stone-700 hover:bg-stone-50"
              >
                Cancel
              </button>
              <button
                type="submit"
                disabled={!hydrated || saving || !valid}
                className="inline-flex items-center justify-center gap-2 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {saving ? <Spinner size={16} className="border-white border-t-transparent" /> : null}
                {saving ? 'Declining…' : 'Decline'}
              </button>
            </div>
          </form>
        ) : (
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              onClick={close}
              className="rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
            >
              Back to the list
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

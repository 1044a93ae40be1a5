import { REVIEW_TEXTS } from '@shared/messages/review';
import type { Article } from '@shared/schemas/articles';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useScheduleArticle, useUnscheduleArticle } from '../api/admin-mutations';

const TEXTS = REVIEW_TEXTS.schedule;

/** A moment as a datetime-local input holds it: to the minute, in the browser's time zone. */
export function localInputValue(date: Date): string {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const failed = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * Approving an article for a later time, moving that time, or cancelling it (docs/product.md#scheduling).
 * The time is the editor's local one; the server gets it as an instant (ISO 8601 with `Z`).
 */
export function ScheduleForm({ article, disabled }: { article: Article; disabled: boolean }) {
  const id = useId();
  const schedule = useScheduleArticle();
  const unschedule = useUnscheduleArticle();
  const [value, setValue] = useState(article.publishAt ? localInputValue(new Date(article.publishAt)) : '');
  const [error, setError] = useState<string>();
  const scheduled = Boolean(article.publishAt);
  const busy = disabled || schedule.isPending || unschedule.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A datetime-local value has no offset: the browser reads it as its own local time.
    const at = new Date(value);
    if (!value || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setError(TEXTS.invalid);
      return;
    }
    setError(undefined);
    try {
      await schedule.mutateAsync({ id: article._id, publishAt: at.toISOString(), version: article.version });
      toast.success(TEXTS.done(article.title));
    } catch (caught) {
      setError(failed(caught, TEXTS.failed));
    }
  };
  const cancel = async () => {
    try {
      await unschedule.mutateAsync(article._id);
      setValue('');
      toast.success(TEXTS.cancelled(article.title));
    } catch (caught) {
      toast.error(failed(caught, TEXTS.cancelFailed));
    }
  };

  return (
    <form
      id="schedule"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-4 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="font-serif text-lg font-bold text-stone-900">
        {TEXTS.heading}
      </h2>
      <div className="mt-2 flex flex-wrap items-start gap-3">
        <div className="min-w-0 max-w-full">
          <label htmlFor={`${id}-at`} className="block text-sm font-semibold text-stone-800">
            {TEXTS.label}
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={value}
            min={localInputValue(new Date())}
            onChange={(event) => setValue(event.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-note`}
            className="mt-1 block w-64 max-w-full rounded border border-stone-400 px-2 py-1.5 text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40"
          />
          <p
            id={`${id}-note`}
            role={error ? 'alert' : undefined}
            className={`mt-1 text-sm ${error ? 'text-red-700' : 'text-stone-600'}`}
          >
            {error ?? TEXTS.hint}
          </p>
        </div>
        <div className="flex flex-wrap gap-3 sm:mt-6">
          <Button type="submit" disabled={busy}>
            {scheduled ? TEXTS.reschedule : TEXTS.submit}
          </Button>
          {scheduled ? (
            <Button variant="secondary" disabled={busy} onClick={() => void cancel()}>
              {TEXTS.cancel}
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  );
}

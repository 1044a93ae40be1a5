import { WEBHOOK_TEXTS as TEXTS } from '@shared/messages/webhooks';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@shared/schemas/webhooks';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCreateWebhook } from '../api/webhooks';

/**
 * Adding a webhook: its address and the events it is sent. The server checks both and says why it refuses;
 * once added, the webhook's signing secret is shown here, this once.
 */
export function WebhookForm() {
  const hydrated = useHydrated();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['article.published']);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((e) => e !== event)));

  const submit = (form: FormEvent) => {
    form.preventDefault();
    setErrors({});
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setUrl('');
          toast.success(TEXTS.added);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields?.url || fields?.events) setErrors({ url: fields.url, events: fields.events });
          else toast.error(error instanceof Error ? error.message : TEXTS.failedAction);
        },
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="mt-6 max-w-2xl space-y-5" aria-label={TEXTS.add}>
        <fieldset disabled={!hydrated} className="space-y-5">
          <Field
            label={TEXTS.urlLabel}
            error={errors.url ? `Address ${errors.url}` : undefined}
            description={TEXTS.urlHint}
          >
            <TextInput
              type="url"
              name="url"
              inputMode="url"
              autoComplete="off"
              required
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          </Field>
          <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
            <legend className="text-sm font-semibold text-stone-800">{TEXTS.eventsLabel}</legend>
            <ul className="mt-2 space-y-2">
              {WEBHOOK_EVENTS.map((event) => (
                <li key={event}>
                  <label className="flex items-start gap-2 text-stone-800">
                    <input
                      type="checkbox"
                      className="mt-1 h-4 w-4 accent-red-700"
                      checked={events.includes(event)}
                      onChange={(change) => toggle(event, change.target.checked)}
                    />
                    <span>
                      {WEBHOOK_EVENT_LABELS[event]} <code className="text-xs text-stone-500">{event}</code>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.events ? (
              <p id="webhook-events-error" className="mt-1 text-sm text-red-700">
                Events {errors.events}
              </p>
            ) : null}
          </fieldset>
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? TEXTS.adding : TEXTS.add}
          </Button>
        </fieldset>
      </form>
      {secret ? (
        <section
          aria-labelledby="webhook-secret-title"
          className="mt-6 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="webhook-secret-title" className="font-semibold text-amber-950">
            {TEXTS.secretTitle}
          </h2>
          <p className="mt-1 text-sm text-amber-900">{TEXTS.secretText}</p>
          <p className="mt-3 break-all rounded bg-white p-2 font-mono text-sm text-stone-900" data-secret>
            {secret}
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setSecret(null)}>
            {TEXTS.secretDone}
          </Button>
        </section>
      ) : null}
    </>
  );
}

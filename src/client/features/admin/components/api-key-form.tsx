import { API_KEY_TEXTS as TEXTS } from '@shared/messages/api-keys';
import {
  API_KEY_KINDS,
  API_KEY_RATE,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyKind,
  type ApiKeyScope,
} from '@shared/schemas/api-keys';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCreateApiKey } from '../api/api-keys';

type Errors = { name?: string; scopes?: string; ratePerMinute?: string };

/**
 * Making a key: its name, kind, scopes (admin keys) and requests a minute. The server checks them and says
 * why it refuses; once made, the key is shown here, this once.
 */
export function ApiKeyForm() {
  const hydrated = useHydrated();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ApiKeyKind>('content');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [rate, setRate] = useState(String(API_KEY_RATE.initial));
  const [errors, setErrors] = useState<Errors>({});
  const [key, setKey] = useState<string | null>(null);

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((chosen) => (on ? [...chosen, scope] : chosen.filter((s) => s !== scope)));

  const submit = (form: FormEvent) => {
    form.preventDefault();
    setErrors({});
    create.mutate(
      { name, kind, scopes: kind === 'admin' ? scopes : [], ratePerMinute: Number(rate) },
      {
        onSuccess: (created) => {
          setKey(created.key);
          setName('');
          setScopes([]);
          toast.success(TEXTS.added);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields?.name || fields?.scopes || fields?.ratePerMinute) setErrors(fields);
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
            label={TEXTS.nameLabel}
            error={errors.name ? `Name ${errors.name}` : undefined}
            description={TEXTS.nameHint}
          >
            <TextInput
              name="name"
              autoComplete="off"
              required
              maxLength={80}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <fieldset>
            <legend className="text-sm font-semibold text-stone-800">{TEXTS.kindLabel}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {API_KEY_KINDS.map((option) => (
                <label key={option} className="flex items-center gap-2 text-stone-800">
                  <input
                    type="radio"
                    name="kind"
                    className="h-4 w-4 accent-red-700"
                    checked={kind === option}
                    onChange={() => setKind(option)}
                  />
                  {TEXTS.kinds[option]}
                </label>
              ))}
            </div>
          </fieldset>
          {kind === 'admin' ? (
            <fieldset aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
              <legend className="text-sm font-semibold text-stone-800">{TEXTS.scopesLabel}</legend>
              <ul className="mt-2 space-y-2">
                {API_KEY_SCOPES.map((scope) => (
                  <li key={scope}>
                    <label className="flex items-start gap-2 text-stone-800">
                      <input
                        type="checkbox"
                        className="mt-1 h-4 w-4 accent-red-700"
                        checked={scopes.includes(scope)}
                        onChange={(change) => toggle(scope, change.target.checked)}
                      />
                      <span>
                        {API_KEY_SCOPE_LABELS[scope]} <code className="text-xs text-stone-500">{scope}</code>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              {errors.scopes ? (
                <p id="api-key-scopes-error" className="mt-1 text-sm text-red-700">
                  Scopes: {errors.scopes}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <Field
            label={TEXTS.rateLabel}
            error={errors.ratePerMinute ? `Requests a minute ${errors.ratePerMinute}` : undefined}
          >
            <TextInput
              type="number"
              name="ratePerMinute"
              inputMode="numeric"
              min={API_KEY_RATE.min}
              max={API_KEY_RATE.max}
              required
              value={rate}
              onChange={(event) => setRate(event.target.value)}
            />
          </Field>
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? TEXTS.adding : TEXTS.add}
          </Button>
        </fieldset>
      </form>
      {key ? (
        <section
          aria-labelledby="api-key-new-title"
          className="mt-6 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="api-key-new-title" className="font-semibold text-amber-950">
            {TEXTS.keyTitle}
          </h2>
          <p className="mt-1 text-sm text-amber-900">{TEXTS.keyText}</p>
          <p className="mt-3 break-all rounded bg-white p-2 font-mono text-sm text-stone-900">{key}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setKey(null)}>
            {TEXTS.keyDone}
          </Button>
        </section>
      ) : null}
    </>
  );
}

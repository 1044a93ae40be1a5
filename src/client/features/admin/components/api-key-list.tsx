import { API_KEY_TEXTS as TEXTS } from '@shared/messages/api-keys';
import { API_KEY_RATE, type ApiKey } from '@shared/schemas/api-keys';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { DateText } from '../../../components/ui/date';
import { Field, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRevokeApiKey, useUpdateApiKey } from '../api/api-keys';

const failed = (error: unknown) => toast.error(error instanceof Error ? error.message : TEXTS.failedAction);

/** Changing a key's name or rate, in place. */
function ChangeForm({ apiKey, onDone }: { apiKey: ApiKey; onDone: () => void }) {
  const update = useUpdateApiKey();
  const [name, setName] = useState(apiKey.name);
  const [rate, setRate] = useState(String(apiKey.ratePerMinute));
  const [errors, setErrors] = useState<{ name?: string; ratePerMinute?: string }>({});
  const submit = (form: FormEvent) => {
    form.preventDefault();
    setErrors({});
    update.mutate(
      { id: apiKey._id, change: { name, ratePerMinute: Number(rate) } },
      {
        onSuccess: () => {
          toast.success(TEXTS.saved);
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields?.name || fields?.ratePerMinute) setErrors(fields);
          else failed(error);
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={TEXTS.changeTitle(apiKey.name)}
      className="mt-3 space-y-3 border-t border-stone-200 pt-3"
    >
      <Field label={TEXTS.nameLabel} error={errors.name ? `Name ${errors.name}` : undefined}>
        <TextInput value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field
        label={TEXTS.rateLabel}
        error={errors.ratePerMinute ? `Requests a minute ${errors.ratePerMinute}` : undefined}
      >
        <TextInput
          type="number"
          inputMode="numeric"
          min={API_KEY_RATE.min}
          max={API_KEY_RATE.max}
          value={rate}
          onChange={(event) => setRate(event.target.value)}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={update.isPending}>
          {TEXTS.save}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A key: its name, kind and scopes, first characters, rate and state, with its actions. */
function ApiKeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (apiKey: ApiKey) => void }) {
  const [changing, setChanging] = useState(false);
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className={`rounded-lg border border-stone-200 p-4 ${revoked ? 'bg-stone-50' : 'bg-white'}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="wrap-anywhere font-semibold text-stone-900">{apiKey.name}</p>
          <p className="mt-1 text-sm text-stone-700">
            {TEXTS.kinds[apiKey.kind]}
            {apiKey.scopes.length > 0 ? `: ${apiKey.scopes.join(', ')}` : ''}
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {TEXTS.startsWith} <code className="break-all">{apiKey.start}</code> ·{' '}
            {TEXTS.perMinute(apiKey.ratePerMinute)}
          </p>
          <p className={`mt-1 text-sm ${revoked ? 'text-red-800' : 'text-emerald-800'}`}>
            {apiKey.revokedAt ? (
              <>
                {TEXTS.revokedOn}
                <DateText iso={apiKey.revokedAt} style="moment" />
              </>
            ) : (
              TEXTS.active
            )}
          </p>
        </div>
        {revoked ? null : (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={changing}
              onClick={() => setChanging((was) => !was)}
            >
              {TEXTS.change}
              <span className="sr-only"> {apiKey.name}</span>
            </Button>
            <Button variant="danger" size="sm" onClick={() => onRevoke(apiKey)}>
              {TEXTS.revoke}
              <span className="sr-only"> {apiKey.name}</span>
            </Button>
          </div>
        )}
      </div>
      {changing && !revoked ? <ChangeForm apiKey={apiKey} onDone={() => setChanging(false)} /> : null}
    </li>
  );
}

/** The keys, newest first, revoked ones too; revoking asks first. */
export function ApiKeyList({ apiKeys }: { apiKeys: ApiKey[] }) {
  const revoke = useRevokeApiKey();
  const { ask, dialog } = useDialog();
  const onRevoke = async (apiKey: ApiKey) => {
    const ok = await ask({
      title: TEXTS.confirmRevoke.title,
      text: TEXTS.confirmRevoke.text(apiKey.name),
      confirmLabel: TEXTS.confirmRevoke.confirm,
      cancelLabel: TEXTS.confirmRevoke.cancel,
    });
    if (ok) revoke.mutate(apiKey._id, { onSuccess: () => toast.success(TEXTS.revokedDone), onError: failed });
  };
  return (
    <>
      {apiKeys.length === 0 ? (
        <p className="mt-4 text-stone-600">{TEXTS.none}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {apiKeys.map((apiKey) => (
            <ApiKeyItem key={apiKey._id} apiKey={apiKey} onRevoke={onRevoke} />
          ))}
        </ul>
      )}
      {dialog}
    </>
  );
}

import { BAN_REASON_MAX_LENGTH } from '@shared/comments';
import { COMMENTS_TEXTS } from '@shared/messages/comments';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';

const TEXTS = COMMENTS_TEXTS.queue;

/** Barring a reader from commenting: the reason first (it is kept in the audit log), then the decision. */
export function BanForm({
  name,
  onSubmit,
  onCancel,
}: {
  name: string;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(`${TEXTS.reasonLabel}: please give one.`);
    setSending(true);
    try {
      await onSubmit(reason.trim());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : TEXTS.failed);
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      onSubmit={submit}
      aria-label={TEXTS.banTitle(name)}
      className="mt-3 space-y-2 rounded border border-red-200 bg-red-50 p-3"
      noValidate
    >
      <p className="font-semibold text-stone-900">{TEXTS.banTitle(name)}</p>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {TEXTS.reasonLabel}
      </label>
      <TextArea
        id={id}
        rows={2}
        value={reason}
        maxLength={BAN_REASON_MAX_LENGTH}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={sending}>
          {TEXTS.confirmBan}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {COMMENTS_TEXTS.form.cancel}
        </Button>
      </div>
    </form>
  );
}

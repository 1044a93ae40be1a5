import { COMMENT_MAX_LENGTH } from '@shared/comments';
import { COMMENTS_TEXTS } from '@shared/messages/comments';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';

const TEXTS = COMMENTS_TEXTS.form;

/**
 * The box a reader writes a comment, a reply or an edit in: a labelled text area with the characters left,
 * the server's refusal said under it (and read out), and the send button busy while it is sent.
 */
export function CommentForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Sends the text; a rejection's message is shown under the box. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const left = COMMENT_MAX_LENGTH - body.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError(`${label} must not be empty.`);
    setSending(true);
    setError('');
    try {
      await onSubmit(body.trim());
      setBody('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} className="mt-3 space-y-2" noValidate>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <TextArea
        id={id}
        value={body}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setBody(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {TEXTS.hint} <span aria-live="polite">{left < 200 ? TEXTS.remaining(left) : ''}</span>
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={sending}>
          {sending ? TEXTS.sending : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

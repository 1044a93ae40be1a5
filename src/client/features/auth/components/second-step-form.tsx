import { ERROR_CODES } from '@shared/error-codes';
import { TWO_FACTOR_TEXTS } from '@shared/messages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, FormStatus, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';

const TEXTS = TWO_FACTOR_TEXTS.signIn;
const twoFactor = () => import('../api/two-factor');

/** What a refused code means for the reader, by the server's code. */
function problemOf(error: unknown, backup: boolean): { message: string; startAgain: boolean } {
  const code = error instanceof ApiError ? error.code : null;
  if (
    code === ERROR_CODES.INVALID_TWO_FACTOR_COOKIE ||
    code === ERROR_CODES.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE
  )
    return { message: TEXTS.expired, startAgain: true };
  if (code === ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED) return { message: TEXTS.locked, startAgain: true };
  if (
    code === ERROR_CODES.INVALID_CODE ||
    code === ERROR_CODES.INVALID_BACKUP_CODE ||
    code === ERROR_CODES.VALIDATION_FAILED
  )
    return { message: backup ? TEXTS.wrongBackup : TEXTS.wrongCode, startAgain: false };
  return { message: error instanceof Error ? error.message : TEXTS.wrongCode, startAgain: false };
}

/**
 * The sign-in's second step, after a right password: a code from the authenticator app, or one of the
 * backup codes, and whether to trust this device for 30 days. `onDone` once the session is open;
 * `onStartAgain` when the step ran out and the password is needed again.
 */
export function SecondStepForm({
  onDone,
  onStartAgain,
}: {
  onDone: () => Promise<void>;
  onStartAgain: (message: string) => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The page changed under the reader: their focus goes to the step's title, which a screen reader reads.
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      const api = await twoFactor();
      if (backup) await api.sendBackupCode(code.trim(), trust);
      else await api.sendAppCode(code.replace(/\s+/g, ''), trust);
      await onDone();
    } catch (error) {
      const problem = problemOf(error, backup);
      if (problem.startAgain) onStartAgain(problem.message);
      else setFailure(problem.message);
    } finally {
      setBusy(false);
    }
  };

  const switchKind = () => {
    setBackup(!backup);
    setCode('');
    setFailure(null);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="font-serif text-2xl font-bold text-stone-900"
      >
        {TEXTS.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{backup ? TEXTS.backupHint : TEXTS.intro}</p>
      <form onSubmit={onSubmit} noValidate aria-label={TEXTS.title} className="space-y-4">
        <Field label={backup ? TEXTS.backupLabel : TEXTS.codeLabel}>
          <TextInput
            key={backup ? 'backup' : 'app'}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={backup ? 'text' : 'numeric'}
            spellCheck={false}
            autoCapitalize="off"
            required
          />
        </Field>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" checked={trust} onChange={(event) => setTrust(event.target.checked)} />
          {TEXTS.trustDevice}
        </label>
        <Button type="submit" block busy={busy}>
          {TEXTS.submit}
        </Button>
        {failure ? <FormStatus message={failure} /> : null}
      </form>
      <Button variant="ghost" size="sm" className="mt-3" onClick={switchKind}>
        {backup ? TEXTS.useApp : TEXTS.useBackup}
      </Button>
    </section>
  );
}

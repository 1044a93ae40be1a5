import { ERROR_CODES } from '@shared/error-codes';
import { TWO_FACTOR_TEXTS } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, FormStatus, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useAuth, useAuthStore } from '../../../lib/auth';
import { BackupCodes } from './backup-codes';
import { PasswordInput } from './password-input';

const TEXTS = TWO_FACTOR_TEXTS.manage;
const twoFactor = () => import('../api/two-factor');
export const TWO_FACTOR_ID = 'two-factor';

type Stage =
  | { kind: 'idle' }
  | { kind: 'confirming'; link: string; key: string; codes: string[] }
  | { kind: 'codes'; codes: string[] };

function messageOf(error: unknown): string {
  const code = error instanceof ApiError ? error.code : null;
  if (code === ERROR_CODES.INVALID_PASSWORD) return TEXTS.wrongPassword;
  if (code === ERROR_CODES.INVALID_CODE || code === ERROR_CODES.VALIDATION_FAILED) return TEXTS.wrongCode;
  return error instanceof Error ? error.message : TEXTS.failed;
}

/**
 * The profile's second step: turn on an authenticator app (its link and key, then a code to confirm it,
 * then the backup codes, shown once), new backup codes, or turn it off; each with the password again.
 */
export function TwoFactorSection({ on }: { on: boolean }) {
  const id = useId();
  const { isEditor } = useAuth();
  const authStore = useAuthStore();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);

  /** Runs a step; the session changes with the factors, so the API token is fetched again after it. */
  const run = async (work: () => Promise<void>) => {
    setStatus(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setStatus({ ok: false, message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const settled = async () => {
    await authStore.completeSessionSignIn();
    await queryClient.invalidateQueries({ queryKey: ['me'] });
  };

  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const api = await twoFactor();
      const { totpURI, backupCodes } = await api.turnOnTwoFactor(password);
      setPassword('');
      setStage({ kind: 'confirming', link: totpURI, key: api.keyOfLink(totpURI), codes: backupCodes });
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (stage.kind !== 'confirming') return;
    void run(async () => {
      await (await twoFactor()).sendAppCode(code.replace(/\s+/g, ''));
      setCode('');
      await settled();
      setStage({ kind: 'codes', codes: stage.codes });
      setStatus({ ok: true, message: TEXTS.confirmed });
    });
  };
  const turnOff = () =>
    run(async () => {
      await (await twoFactor()).turnOffTwoFactor(password);
      setPassword('');
      await settled();
      setStatus({ ok: true, message: TEXTS.turnedOff });
    });
  const newCodes = () =>
    run(async () => {
      const { backupCodes } = await (await twoFactor()).makeBackupCodes(password);
      setPassword('');
      setStage({ kind: 'codes', codes: backupCodes });
    });

  const passwordField = (
    <Field label={TEXTS.passwordLabel}>
      <PasswordInput
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </Field>
  );

  return (
    <section id={TWO_FACTOR_ID} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{on ? TEXTS.introOn : TEXTS.introOff}</p>
      {isEditor && !on ? (
        <p className="mb-4 text-sm font-semibold text-amber-800">{TEXTS.staffNeeded}</p>
      ) : null}

      {stage.kind === 'confirming' ? (
        <form onSubmit={confirm} noValidate aria-label={TEXTS.setUpTitle} className="space-y-4">
          <h3 className="font-semibold text-stone-900">{TEXTS.setUpTitle}</h3>
          <p className="text-sm text-stone-700">{TEXTS.setUpSteps}</p>
          <p>
            <a href={stage.link} className="text-sm font-semibold text-red-800 underline">
              {TEXTS.linkLabel}
            </a>
          </p>
          <div>
            <p className="text-sm font-semibold text-stone-800">{TEXTS.keyLabel}</p>
            <p className="mt-1 font-mono text-base break-all text-stone-900" data-testid="two-factor-key">
              {stage.key}
            </p>
            <p className="mt-1 text-xs text-stone-500">{TEXTS.noQr}</p>
          </div>
          <Field label={TEXTS.confirmLabel}>
            <TextInput
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
            />
          </Field>
          <Button type="submit" busy={busy}>
            {TEXTS.confirm}
          </Button>
        </form>
      ) : stage.kind === 'codes' ? (
        <BackupCodes codes={stage.codes} onSaved={() => setStage({ kind: 'idle' })} />
      ) : on ? (
        <div className="space-y-4">
          {passwordField}
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" busy={busy} disabled={!password} onClick={newCodes}>
              {TEXTS.newCodes}
            </Button>
            <Button variant="danger" busy={busy} disabled={!password} onClick={turnOff}>
              {TEXTS.turnOff}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={turnOn} noValidate aria-label={TEXTS.title} className="space-y-4">
          {passwordField}
          <Button type="submit" busy={busy} disabled={!password}>
            {TEXTS.turnOn}
          </Button>
        </form>
      )}
      {status ? (
        <div className="mt-4">
          <FormStatus ok={status.ok} message={status.message} />
        </div>
      ) : null}
    </section>
  );
}

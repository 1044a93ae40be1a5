import { deleteMyAccount } from '@shared/contract/account';
import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_DELETION_TEXTS as TEXTS } from '@shared/messages/account-deletion';
import { paths } from '@shared/paths';
import type { ArticleChoice } from '@shared/schemas/account-deletion';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, FormStatus, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { PasswordInput } from './password-input';

type Problems = Partial<Record<'articles' | 'password' | 'confirmEmail', string>>;

/** The anchor of the section on the profile page. */
export const DELETE_ACCOUNT_ID = 'delete-account';

/**
 * The profile's last section (docs/product.md#deleting-your-account): what deleting means, the choice for
 * the published articles (none chosen beforehand: keeping and removing are both lasting, so the reader picks
 * one on purpose), the password again (or a note to sign in again when the account has none), and the
 * account's address typed out as the confirm step. Each problem is said beside its field, which gets the
 * focus; once deleted, the reader is signed out on the home page with a message.
 */
export function DeleteAccountSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const id = useId();
  const api = useApi();
  const auth = useAuthStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [articles, setArticles] = useState<ArticleChoice | null>(null);
  const [password, setPassword] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const keepRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  /** Shows the problems and moves the focus to the first field that has one. */
  const refuse = (found: Problems) => {
    setProblems(found);
    const first = found.articles
      ? keepRef
      : found.password
        ? passwordRef
        : found.confirmEmail
          ? confirmRef
          : null;
    first?.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const found: Problems = {};
    if (!articles) found.articles = TEXTS.choiceNeeded;
    if (hasPassword && !password) found.password = TEXTS.passwordNeeded;
    if (confirmEmail.trim().toLowerCase() !== email.toLowerCase()) found.confirmEmail = TEXTS.confirmMismatch;
    if (!articles || Object.keys(found).length > 0) return refuse(found);
    setProblems({});
    setBusy(true);
    try {
      await api.call(deleteMyAccount, {
        body: { articles, confirmEmail: confirmEmail.trim(), ...(hasPassword ? { password } : {}) },
      });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === ERROR_CODES.INVALID_PASSWORD)
        return refuse({ password: TEXTS.wrongPassword });
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const known: Problems = {};
      for (const name of ['articles', 'password', 'confirmEmail'] as const)
        if (fields[name]) known[name] = fields[name];
      if (Object.keys(known).length > 0) return refuse(known);
      setFailure(error instanceof Error && error.message ? error.message : TEXTS.failed);
      statusRef.current?.focus();
      return;
    }
    // The server ended every session: this browser forgets the reader and what it held of them.
    navigate(paths.home, { replace: true });
    auth.handleUnauthorized();
    queryClient.clear();
    toast.success(TEXTS.done);
  };

  const choice = (value: ArticleChoice, label: string, hint: string) => (
    <label className="flex items-start gap-3 text-sm text-stone-800">
      <input
        ref={value === 'keep' ? keepRef : undefined}
        type="radio"
        name={`${id}-articles`}
        value={value}
        checked={articles === value}
        onChange={() => setArticles(value)}
        aria-describedby={`${id}-${value}-hint`}
        className="mt-1 h-4 w-4 accent-red-700"
      />
      <span>
        <span className="font-semibold">{label}</span>
        <span id={`${id}-${value}-hint`} className="block text-stone-600">
          {hint}
        </span>
      </span>
    </label>
  );

  return (
    <section id={DELETE_ACCOUNT_ID} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{TEXTS.intro}</p>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <fieldset
          aria-invalid={problems.articles ? true : undefined}
          aria-describedby={problems.articles ? `${id}-articles-error` : undefined}
          className="space-y-2"
        >
          <legend className="text-sm font-semibold text-stone-800">{TEXTS.articlesLegend}</legend>
          {choice('keep', TEXTS.keep, TEXTS.keepHint)}
          {choice('remove', TEXTS.remove, TEXTS.removeHint)}
          {problems.articles ? (
            <p id={`${id}-articles-error`} className="text-sm text-red-700">
              {problems.articles}
            </p>
          ) : null}
        </fieldset>
        {hasPassword ? (
          <Field label={TEXTS.passwordLabel} {...(problems.password ? { error: problems.password } : {})}>
            <PasswordInput
              ref={passwordRef}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
        ) : (
          <p className="text-sm text-stone-600">{TEXTS.noPasswordNote}</p>
        )}
        <Field
          label={TEXTS.confirmLabel(email)}
          {...(problems.confirmEmail ? { error: problems.confirmEmail } : {})}
        >
          <TextInput
            ref={confirmRef}
            type="email"
            autoComplete="off"
            inputMode="email"
            value={confirmEmail}
            onChange={(event) => setConfirmEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="danger" busy={busy} disabled={!hydrated}>
          {busy ? TEXTS.busy : TEXTS.submit}
        </Button>
        <div ref={statusRef} tabIndex={-1}>
          {failure ? <FormStatus message={failure} /> : null}
        </div>
      </form>
    </section>
  );
}

import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_TEXTS, PASSKEY_TEXTS } from '@shared/messages';
import { passkeyNameSchema } from '@shared/schemas/passkeys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { FormStatus, TextInput } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { type PasskeyItem, PasskeyRow, passkeyLabel } from './passkey-row';
import { PasswordInput } from './password-input';

const TEXTS = PASSKEY_TEXTS.manage;
/** The passkey code, loaded with the profile's first use of it, never with the code every page loads. */
const passkeys = () => import('../api/passkeys');
const PASSKEYS_KEY = ['passkeys'] as const;
export const PASSKEYS_ID = 'passkeys';

/** What a refused addition or removal says: a wrong password in the words of the profile's other forms. */
function addProblem(error: Error): string {
  if (error instanceof ApiError && error.code === ERROR_CODES.INVALID_PASSWORD)
    return ACCOUNT_TEXTS.changeEmail.wrongPassword;
  return error.message || TEXTS.addFailed;
}

/**
 * The profile's passkeys: the list (rename, remove), and a button that adds one from this device; adding and
 * removing one ask for the password again (an account without one must have signed in lately: recent-proof.ts).
 */
export function PasskeysSection({ hasPassword = true }: { hasPassword?: boolean }) {
  const id = useId();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const { ask, dialog } = useDialog();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const list = useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: async () => (await passkeys()).fetchPasskeys(),
    enabled: hydrated,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const supported = useQuery({
    queryKey: ['passkeys', 'supported'],
    queryFn: async () => (await passkeys()).passkeysSupported(),
    enabled: hydrated,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const add = useMutation({
    mutationFn: async (chosen: string | undefined) =>
      (await passkeys()).addPasskey(chosen, hasPassword ? password : undefined),
    onSuccess: () => {
      setName('');
      setPassword('');
      setStatus({ ok: true, message: TEXTS.added });
      void refresh();
    },
    onError: (error) => setStatus({ ok: false, message: addProblem(error) }),
  });

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (hasPassword && !password) {
      setStatus({ ok: false, message: TEXTS.passwordNeeded });
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    const trimmed = name.trim();
    if (!trimmed) return add.mutate(undefined);
    const parsed = passkeyNameSchema.safeParse(trimmed);
    if (!parsed.success) setStatus({ ok: false, message: `Name ${parsed.error.issues[0]?.message}` });
    else add.mutate(parsed.data);
  };

  const rename = async (item: PasskeyItem, next: string) => {
    await (await passkeys()).renamePasskeyCall(item.id, next);
    toast.success(TEXTS.renamed);
    await refresh();
  };

  const remove = async (item: PasskeyItem) => {
    setStatus(null);
    if (hasPassword && !password) {
      setStatus({ ok: false, message: TEXTS.removePasswordNeeded });
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    const label = passkeyLabel(item);
    const yes = await ask({
      title: TEXTS.confirmTitle,
      text: TEXTS.confirmText(label),
      confirmLabel: TEXTS.confirm,
      cancelLabel: TEXTS.cancel,
    });
    if (!yes) return;
    try {
      await (await passkeys()).removePasskeyCall(item.id, hasPassword ? password : undefined);
      setPassword('');
      toast.success(TEXTS.removed);
    } catch (error) {
      toast.error(error instanceof Error ? addProblem(error) : TEXTS.failed);
    }
    await refresh();
  };

  const items = list.data ?? [];
  return (
    <section id={PASSKEYS_ID} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{TEXTS.intro}</p>
      {list.isSuccess ? (
        items.length === 0 ? (
          <p className="text-sm text-stone-600">{TEXTS.empty}</p>
        ) : (
          <ul aria-label={TEXTS.listLabel} className="divide-y divide-stone-200">
            {items.map((item) => (
              <PasskeyRow
                key={item.id}
                item={item}
                onRename={(next) => rename(item, next)}
                onRemove={() => void remove(item)}
              />
            ))}
          </ul>
        )
      ) : (
        <QueryState
          inline
          error={list.error}
          what={TEXTS.what}
          loadingLabel={TEXTS.loading}
          onRetry={() => void list.refetch()}
        />
      )}
      {/* Asked again to add or to remove a passkey (recent-proof.ts). */}
      <div className="mt-4 space-y-2">
        {hasPassword ? (
          <>
            <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-stone-800">
              {TEXTS.passwordLabel}
            </label>
            <PasswordInput
              id={`${id}-password`}
              value={password}
              autoComplete="current-password"
              onChange={(event) => setPassword(event.target.value)}
            />
          </>
        ) : (
          <p className="text-sm text-stone-600">{TEXTS.noPasswordNote}</p>
        )}
      </div>
      {supported.data === false ? (
        <p className="mt-4 text-sm text-stone-600">{TEXTS.unsupported}</p>
      ) : (
        <form onSubmit={onAdd} className="mt-4 space-y-2" noValidate>
          <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-stone-800">
            {TEXTS.nameLabel}
          </label>
          <TextInput
            id={`${id}-name`}
            value={name}
            maxLength={200}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setName(event.target.value)}
          />
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            {TEXTS.nameHint}
          </p>
          <Button type="submit" busy={add.isPending} disabled={!hydrated || supported.data !== true}>
            {add.isPending ? TEXTS.adding : TEXTS.add}
          </Button>
        </form>
      )}
      {status ? <FormStatus ok={status.ok} message={status.message} /> : null}
      {dialog}
    </section>
  );
}

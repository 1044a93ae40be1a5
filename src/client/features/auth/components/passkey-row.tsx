import { PASSKEY_TEXTS } from '@shared/messages';
import { passkeyNameSchema } from '@shared/schemas/passkeys';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateText } from '../../../components/ui/date';
import { TextInput } from '../../../components/ui/field';

const TEXTS = PASSKEY_TEXTS.manage;

export interface PasskeyItem {
  id: string;
  name?: string | null | undefined;
  backedUp: boolean;
  createdAt?: string | null | undefined;
}

export const passkeyLabel = (item: PasskeyItem) => item.name || TEXTS.unnamed;

/** One passkey in the profile's list: its name, when it was added, and buttons to rename or remove it. */
export function PasskeyRow({
  item,
  onRename,
  onRemove,
}: {
  item: PasskeyItem;
  /** Resolves once renamed; rejects with the reason shown under the field. */
  onRename: (name: string) => Promise<void>;
  onRemove: () => void;
}) {
  const id = useId();
  const label = passkeyLabel(item);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(label);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setProblem(`Name ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
      return;
    }
    setBusy(true);
    try {
      await onRename(parsed.data);
      setEditing(false);
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  if (editing)
    return (
      <li className="py-3">
        <form onSubmit={(event) => void save(event)} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-stone-800">
              {TEXTS.renameLabel(label)}
            </label>
            <TextInput
              id={`${id}-name`}
              value={name}
              maxLength={200}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
          </div>
          <Button type="submit" size="sm" busy={busy}>
            {TEXTS.save}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
            {TEXTS.cancel}
          </Button>
        </form>
        {problem ? (
          <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </li>
    );

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere text-stone-900">{label}</p>
        <p className="text-sm text-stone-600">
          {item.createdAt ? (
            <>
              {TEXTS.addedOn} <DateText iso={item.createdAt} />
              {' · '}
            </>
          ) : null}
          {item.backedUp ? TEXTS.synced : TEXTS.thisDevice}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={TEXTS.renameButtonLabel(label)}
          onClick={() => {
            setName(label);
            setProblem(null);
            setEditing(true);
          }}
        >
          {TEXTS.rename}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="danger"
          aria-label={TEXTS.removeLabel(label)}
          onClick={onRemove}
        >
          {TEXTS.remove}
        </Button>
      </div>
    </li>
  );
}

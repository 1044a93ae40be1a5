import { MODERATION_TEXTS } from '@shared/messages';
import { type Publisher, publisherInputSchema } from '@shared/schemas/publishers';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, TextInput } from '../../../components/ui/field';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { toast } from '../../../lib/toast';
import { useRemovePublisher, useUpdatePublisher } from '../api/admin-mutations';

const TEXTS = MODERATION_TEXTS.publishers;

type Mode = 'view' | 'edit' | 'confirm';

const fieldError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** Renames a publisher or changes its country, in its row; the logo stays. */
function EditPublisher({ publisher, onDone }: { publisher: Publisher; onDone: () => void }) {
  const update = useUpdatePublisher();
  const [name, setName] = useState(publisher.publisherName);
  const [country, setCountry] = useState(publisher.country ?? '');
  const [errors, setErrors] = useState<{ publisherName?: string; country?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      publisherName: fieldError(publisherInputSchema.shape.publisherName.safeParse(name)),
      country: fieldError(publisherInputSchema.shape.country.safeParse(country)),
    };
    setErrors(next);
    if (next.publisherName) return nameRef.current?.focus();
    if (next.country) return;
    try {
      const saved = await update.mutateAsync({
        id: publisher._id,
        input: { publisherName: name.trim(), image: publisher.image, country: country.trim() },
      });
      toast.success(TEXTS.saved(saved.publisherName));
      onDone();
    } catch (error) {
      const message = error instanceof Error ? error.message : TEXTS.saveFailed;
      setErrors({ publisherName: message });
      nameRef.current?.focus();
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={TEXTS.editLabel(publisher.publisherName)}
      className="grid w-full gap-3"
    >
      <Field label={TEXTS.nameLabel} {...(errors.publisherName ? { error: errors.publisherName } : {})}>
        <TextInput
          ref={nameRef}
          type="text"
          required
          maxLength={120}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field label={TEXTS.countryLabel} {...(errors.country ? { error: errors.country } : {})}>
        <TextInput
          type="text"
          maxLength={80}
          autoComplete="country-name"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={update.isPending}>
          {update.isPending ? TEXTS.saving : TEXTS.save}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          {TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * One publisher in the dashboard's list, with Edit and Remove. Removing asks first in the row; a publisher
 * that articles still name is refused by the server, whose answer says how many and what to do instead.
 */
export function PublisherRow({ publisher }: { publisher: Publisher }) {
  const [mode, setMode] = useState<Mode>('view');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useRemovePublisher();
  const problemId = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const back = () => {
    setMode('view');
    requestAnimationFrame(() => editRef.current?.focus());
  };
  useEffect(() => {
    if (mode === 'confirm') confirmRef.current?.focus();
  }, [mode]);

  const confirmRemove = async () => {
    try {
      await remove.mutateAsync(publisher._id);
      toast.success(TEXTS.removed(publisher.publisherName));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : TEXTS.removeFailed);
      back();
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-4 py-3">
      <ResponsiveImage
        src={publisher.image}
        alt=""
        sizes="48px"
        width={48}
        height={48}
        className="h-12 w-12 shrink-0 rounded border border-stone-200 bg-white object-contain"
      />
      {mode === 'edit' ? (
        <EditPublisher publisher={publisher} onDone={back} />
      ) : (
        <>
          <span className="min-w-0 flex-1 wrap-anywhere">
            <span className="font-semibold text-stone-900">{publisher.publisherName}</span>
            {publisher.country ? <span className="text-stone-600"> · {publisher.country}</span> : null}
          </span>
          {mode === 'confirm' ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-stone-800">{TEXTS.confirmRemove(publisher.publisherName)}</span>
              <Button
                ref={confirmRef}
                type="button"
                size="sm"
                variant="danger"
                busy={remove.isPending}
                onClick={confirmRemove}
              >
                {TEXTS.confirmRemoveButton}
              </Button>
              <Button type="button" size="sm" variant="secondary" onClick={back}>
                {TEXTS.cancel}
              </Button>
            </div>
          ) : (
            <div className="flex gap-2">
              <Button
                ref={editRef}
                type="button"
                size="sm"
                variant="secondary"
                aria-label={TEXTS.editLabel(publisher.publisherName)}
                onClick={() => {
                  setProblem(null);
                  setMode('edit');
                }}
              >
                {TEXTS.edit}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="danger"
                aria-label={TEXTS.removeLabel(publisher.publisherName)}
                {...(problem ? { 'aria-describedby': problemId } : {})}
                onClick={() => {
                  setProblem(null);
                  setMode('confirm');
                }}
              >
                {TEXTS.remove}
              </Button>
            </div>
          )}
        </>
      )}
      {problem ? (
        <p id={problemId} role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

import { TAGS } from '@shared/constants';
import { IMPORT_TEXTS as TEXTS } from '@shared/messages/site-import';
import type { SiteImport } from '@shared/schemas/site-import';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Select, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useImport, useReadImportFile, useStartImport } from '../api/site-import';
import { DryRun, ImportProgress } from './import-report';

/** Choosing the export and sending it to be read (nothing is created yet). */
function FileForm({ onRead }: { onRead: (read: SiteImport) => void }) {
  const hydrated = useHydrated();
  const authStore = useAuthStore();
  const read = useReadImportFile(authStore.getToken);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();

  const submit = (form: FormEvent) => {
    form.preventDefault();
    setError(undefined);
    if (!file) return setError(TEXTS.missingFile);
    read.mutate(file, {
      onSuccess: onRead,
      onError: (failure) => setError(failure instanceof Error ? failure.message : TEXTS.unreadable),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-6 max-w-2xl space-y-4" aria-label={TEXTS.read}>
      <fieldset disabled={!hydrated} className="space-y-4">
        <Field label={TEXTS.fileLabel} error={error} description={TEXTS.fileHint}>
          <TextInput
            type="file"
            name="file"
            accept=".json,.xml,application/json,application/xml,text/xml"
            className="file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:font-semibold"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        <Button type="submit" busy={read.isPending}>
          {read.isPending ? TEXTS.reading : TEXTS.read}
        </Button>
      </fieldset>
    </form>
  );
}

/** The admin's two choices, then the start. */
function StartForm({ read, names }: { read: SiteImport; names: string[] }) {
  const hydrated = useHydrated();
  const start = useStartImport();
  const [publisher, setPublisher] = useState('');
  const [section, setSection] = useState<(typeof TAGS)[number]>(TAGS[0]);
  const [errors, setErrors] = useState<{ publisher?: string; section?: string }>({});
  const chosen = publisher || names[0] || '';

  const submit = (form: FormEvent) => {
    form.preventDefault();
    setErrors({});
    start.mutate(
      { id: read.id, body: { publisher: chosen, section } },
      {
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields?.publisher || fields?.section)
            setErrors({ publisher: fields.publisher, section: fields.section });
          else toast.error(error instanceof Error ? error.message : TEXTS.failedAction);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-8 max-w-2xl space-y-4" aria-label={TEXTS.start}>
      <fieldset disabled={!hydrated} className="space-y-4">
        <Field
          label={TEXTS.publisherLabel}
          error={errors.publisher ? `Publisher ${errors.publisher}` : undefined}
        >
          <Select name="publisher" value={chosen} onChange={(event) => setPublisher(event.target.value)}>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={TEXTS.sectionLabel} error={errors.section ? `Section ${errors.section}` : undefined}>
          <Select
            name="section"
            value={section}
            onChange={(event) => setSection(event.target.value as (typeof TAGS)[number])}
          >
            {TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" busy={start.isPending}>
          {start.isPending ? TEXTS.starting : TEXTS.start}
        </Button>
      </fieldset>
    </form>
  );
}

/**
 * The Import screen (admins): choose a Ghost or WordPress export, read its dry run, choose the publisher and
 * the section for untagged posts, start; the job's progress shows here until it has finished.
 */
export function ImportAdmin({ publishers }: { publishers: string[] }) {
  const [first, setFirst] = useState<SiteImport | null>(null);
  const current = useImport(first?.id ?? null, first ?? undefined);
  const shown = current.data ?? first;
  return (
    <section aria-labelledby="import-title">
      <h1 id="import-title" className="font-serif text-3xl font-bold text-stone-900">
        {TEXTS.title}
      </h1>
      <p className="mt-2 max-w-2xl text-stone-700">{TEXTS.intro}</p>
      {shown === null ? <FileForm onRead={setFirst} /> : null}
      {shown?.state === 'ready' ? (
        <>
          <DryRun read={shown} />
          <StartForm read={shown} names={publishers} />
        </>
      ) : null}
      {shown && shown.state !== 'ready' ? <ImportProgress run={shown} /> : null}
      {shown?.state === 'failed' ? <StartForm read={shown} names={publishers} /> : null}
      {shown && shown.state !== 'running' ? (
        <Button variant="secondary" className="mt-8" onClick={() => setFirst(null)}>
          {TEXTS.another}
        </Button>
      ) : null}
    </section>
  );
}

import { NEWSLETTER_TEXTS } from '@shared/messages/newsletter';
import type { NewsletterIssue } from '@shared/schemas/newsletter-issues';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../components/ui/date';
import { Field, FRAGMENT, TextArea, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  useCandidates,
  useComposeIssue,
  useIssues,
  usePreview,
  useSendIssue,
  useSendTest,
  useUpdateIssue,
} from '../api/issues';
import { IssueList } from './issue-list';

const TEXTS = NEWSLETTER_TEXTS.desk;
const failure = (error: unknown) => (error instanceof ApiError ? error.message : TEXTS.failed);
/** A field's message from the server as a sentence: "is required" gets the field's label in front. */
const fieldError = (label: string, message: string | undefined) =>
  message && FRAGMENT.test(message) ? `${label} ${message}` : message;

/**
 * Compose: subject, introduction, and a pick of approved articles or everything new; or, given a draft,
 * the same form filled in with it, to change it.
 */
function ComposeForm({
  onComposed,
  draft,
  onCancel,
}: {
  onComposed: (issue: NewsletterIssue) => void;
  draft?: NewsletterIssue;
  onCancel?: () => void;
}) {
  const headingId = useId();
  const hydrated = useHydrated();
  const candidates = useCandidates();
  const compose = useComposeIssue();
  const update = useUpdateIssue();
  const [subject, setSubject] = useState(draft?.subject ?? '');
  const [intro, setIntro] = useState(draft?.intro ?? '');
  const [mode, setMode] = useState<'pick' | 'since'>('pick');
  const [picked, setPicked] = useState<string[]>(draft?.articles.map((article) => article.id) ?? []);
  const saving = compose.isPending || update.isPending;
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const input = {
      subject,
      intro,
      ...(mode === 'since' ? { sinceLastIssue: true } : { articleIds: picked }),
    };
    const done = {
      onSuccess: (issue: NewsletterIssue) => {
        toast.success(draft ? TEXTS.updated : TEXTS.saved);
        onComposed(issue);
      },
      onError: (e: Error) =>
        setError({ message: failure(e), fields: e instanceof ApiError ? (e.fields ?? {}) : {} }),
    };
    if (draft) update.mutate({ id: draft.id, input }, done);
    else compose.mutate(input, done);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="font-serif text-2xl font-bold text-stone-900">
        {draft ? TEXTS.editTitle(draft.subject) : TEXTS.compose}
      </h2>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <Field label={TEXTS.subject} error={fieldError(TEXTS.subject, error?.fields.subject)}>
          <TextInput required maxLength={150} value={subject} onChange={(e) => setSubject(e.target.value)} />
        </Field>
        <Field label={TEXTS.introLabel} error={fieldError(TEXTS.introLabel, error?.fields.intro)}>
          <TextArea rows={3} maxLength={2000} value={intro} onChange={(e) => setIntro(e.target.value)} />
        </Field>
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">{TEXTS.choose}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['pick', 'since'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-stone-800">
                <input
                  type="radio"
                  name="mode"
                  className="accent-red-700"
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                {value === 'pick' ? TEXTS.pick : TEXTS.sinceLast}
              </label>
            ))}
          </div>
          {mode === 'pick' ? (
            <ul className="mt-3 max-h-72 space-y-1 overflow-y-auto rounded border border-stone-200 p-3">
              {candidates.data?.length === 0 ? (
                <li className="text-stone-600">{TEXTS.noCandidates}</li>
              ) : null}
              {candidates.data?.map((article) => (
                <li key={article.id}>
                  <label className="flex items-start gap-2 text-stone-800">
                    <input
                      type="checkbox"
                      className="mt-1 accent-red-700"
                      checked={picked.includes(article.id)}
                      onChange={(e) =>
                        setPicked((was) =>
                          e.target.checked ? [...was, article.id] : was.filter((id) => id !== article.id),
                        )
                      }
                    />
                    <span>
                      {article.title}
                      {article.isPremium ? (
                        <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold uppercase text-amber-800">
                          {TEXTS.premium}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          {error?.fields.articleIds ? <p className="mt-1 text-sm text-red-700">{error.message}</p> : null}
        </fieldset>
        {/* The summary only when no field says what is wrong: never the raw "Invalid body: …" beside it. */}
        {error && Object.keys(error.fields).length === 0 ? (
          <p role="alert" className="text-sm text-red-700">
            {error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {/* Until React runs, the server's HTML shows it disabled: a click then would do nothing. */}
          <Button type="submit" busy={saving} disabled={!hydrated}>
            {saving ? TEXTS.saving : TEXTS.save}
          </Button>
          {onCancel ? (
            <Button type="button" variant="secondary" onClick={onCancel}>
              {TEXTS.cancelEdit}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** A draft's steps: change it, preview, a test to oneself, then send now or at a time. */
function DraftActions({
  issue,
  onDone,
  onEdit,
}: {
  issue: NewsletterIssue;
  onDone: () => void;
  onEdit: () => void;
}) {
  const headingId = useId();
  const [previewing, setPreviewing] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const preview = usePreview(previewing ? issue.id : null);
  const test = useSendTest();
  const send = useSendIssue();
  const { ask, dialog } = useDialog();

  const sendNow = async () => {
    if (
      !(await ask({
        title: TEXTS.sendNow,
        text: TEXTS.confirmSend(issue.recipients),
        confirmLabel: TEXTS.sendNow,
        cancelLabel: 'Cancel',
      }))
    )
      return;
    send.mutate(
      { id: issue.id },
      {
        onSuccess: () => {
          toast.success(TEXTS.sentNote);
          onDone();
        },
        onError: (e) => toast.error(failure(e)),
      },
    );
  };
  const schedule = (event: FormEvent) => {
    event.preventDefault();
    if (!sendAt) return;
    const when = new Date(sendAt);
    send.mutate(
      { id: issue.id, sendAt: when.toISOString() },
      {
        onSuccess: () => {
          toast.success(TEXTS.scheduled(formatDate(when, 'moment')));
          onDone();
        },
        onError: (e) => toast.error(failure(e)),
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.draft}: {issue.subject}
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onEdit}>
          {TEXTS.editDraft}
        </Button>
        <Button variant="secondary" onClick={() => setPreviewing((open) => !open)} aria-expanded={previewing}>
          {previewing ? TEXTS.closePreview : TEXTS.preview}
        </Button>
        <Button
          variant="secondary"
          busy={test.isPending}
          onClick={() =>
            test.mutate(issue.id, {
              onSuccess: ({ sentTo }) => toast.success(TEXTS.testSent(sentTo)),
              onError: (e) => toast.error(failure(e)),
            })
          }
        >
          {TEXTS.test}
        </Button>
        <Button busy={send.isPending} onClick={sendNow}>
          {TEXTS.sendNow}
        </Button>
      </div>
      <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={schedule}>
        <Field label={TEXTS.scheduleAt}>
          <TextInput type="datetime-local" value={sendAt} onChange={(e) => setSendAt(e.target.value)} />
        </Field>
        <Button type="submit" variant="secondary" disabled={!sendAt || send.isPending}>
          {TEXTS.schedule}
        </Button>
      </form>
      {previewing && preview.data ? (
        <iframe
          title={TEXTS.previewTitle(issue.subject)}
          sandbox="allow-same-origin"
          srcDoc={preview.data.html}
          className="mt-4 h-[36rem] w-full rounded border border-stone-200 bg-white"
        />
      ) : null}
      {dialog}
    </section>
  );
}

/** The dashboard's newsletter screen (editors and admins). */
export function NewsletterDesk() {
  const issues = useIssues();
  const [draftId, setDraftId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const draft = issues.data?.find((issue) => issue.id === draftId && issue.state === 'draft') ?? null;
  const open = (id: string | null) => {
    setEditing(false);
    setDraftId(id);
  };
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-serif text-4xl font-bold text-stone-900">{TEXTS.title}</h1>
        <p className="mt-2 text-stone-600">{TEXTS.intro}</p>
      </header>
      {draft && editing ? (
        <ComposeForm
          key={draft.id}
          draft={draft}
          onComposed={(issue) => open(issue.id)}
          onCancel={() => setEditing(false)}
        />
      ) : draft ? (
        <DraftActions issue={draft} onDone={() => open(null)} onEdit={() => setEditing(true)} />
      ) : (
        <ComposeForm onComposed={(issue) => open(issue.id)} />
      )}
      <IssueList issues={issues.data ?? []} onOpen={(issue) => open(issue.id)} />
    </div>
  );
}

import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { paths } from '@shared/paths';
import type { Revision } from '@shared/schemas/revisions';
import { useId, useState } from 'react';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { DateText } from '../../../components/ui/date';
import { Link } from '../../../components/ui/link';
import { PageHeading } from '../../../components/ui/paged-table';
import { WithData } from '../../../components/ui/query-state';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useArticleHistory, useRestoreRevision } from '../api/article-history';
import { ArticleNotesPanel } from './article-notes-panel';
import { Changes } from './word-changes';

const TEXTS = NEWSROOM_TEXTS.history;

type Part = Revision['titleDiff'][number];

/** A revision's own text, from its changes against the one before it: everything but what it removed. */
const textOf = (parts: Part[]) =>
  parts
    .filter((part) => !part.removed)
    .map((part) => part.value)
    .join('');

/** Two revisions side by side: the words of title and text that changed from the older to the newer. */
function Comparison({ revisions }: { revisions: Revision[] }) {
  const id = useId();
  const newest = revisions[0] as Revision;
  const previousApproved = revisions.slice(1).find((revision) => revision.state === 'approved');
  const [to, setTo] = useState(newest.number);
  const [from, setFrom] = useState((previousApproved ?? revisions[1] ?? newest).number);
  if (revisions.length < 2) return <p className="mt-4 text-stone-600">{TEXTS.onlyOne}</p>;
  const pick = (number: number) => revisions.find((revision) => revision.number === number) ?? newest;
  const [older, newer] = [pick(from), pick(to)];
  const select = (label: string, value: number, onChange: (n: number) => void, name: string) => (
    <label className="flex flex-col text-sm font-semibold text-stone-700" htmlFor={`${id}-${name}`}>
      {label}
      <select
        id={`${id}-${name}`}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-1 rounded border border-stone-300 bg-white px-3 py-2 font-normal text-stone-900"
      >
        {revisions.map((revision) => (
          <option key={revision.number} value={revision.number}>
            {TEXTS.number(revision.number)} ({TEXTS.states[revision.state]})
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-labelledby={`${id}-compare`} className="mt-8">
      <h2 id={`${id}-compare`} className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.compare}
      </h2>
      <div className="mt-3 flex flex-wrap gap-4">
        {select(TEXTS.from, from, setFrom, 'from')}
        {select(TEXTS.to, to, setTo, 'to')}
      </div>
      <div className="mt-4 space-y-4 rounded-lg border border-stone-200 bg-white p-4">
        <div>
          <h3 className="text-sm font-bold uppercase tracking-wide text-stone-500">{TEXTS.titleChanges}</h3>
          <Changes before={textOf(older.titleDiff)} after={textOf(newer.titleDiff)} />
        </div>
        <div>
          <h3 className="text-sm font-bold uppercase tracking-wide text-stone-500">{TEXTS.bodyChanges}</h3>
          <Changes before={textOf(older.bodyDiff)} after={textOf(newer.bodyDiff)} />
        </div>
      </div>
    </section>
  );
}

/** One revision in the list: its number, state, date, writer, and Restore when it is an earlier approved one. */
function RevisionItem({
  revision,
  live,
  busy,
  onRestore,
}: {
  revision: Revision;
  live: boolean;
  busy: boolean;
  /** Absent for the article's author, who reads the history but restores nothing. */
  onRestore?: ((revision: Revision) => void) | undefined;
}) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          {TEXTS.number(revision.number)} · {TEXTS.states[revision.state]}
          {live ? (
            <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-bold text-green-800 ring-1 ring-green-300">
              {TEXTS.live}
            </span>
          ) : null}
        </p>
        <p className="wrap-anywhere text-stone-800">{revision.title}</p>
        <p className="text-sm text-stone-600">
          <DateText iso={revision.decidedAt ?? revision.date} style="moment" />
          {revision.writer ? ` ${TEXTS.by(revision.writer)}` : ''}
          {revision.restoredFrom ? ` · ${TEXTS.restoredFrom(revision.restoredFrom)}` : ''}
        </p>
        {revision.reason ? (
          <p className="text-sm text-red-800">
            <span className="font-semibold">{TEXTS.reason}</span> {revision.reason}
          </p>
        ) : null}
      </div>
      {onRestore && revision.state === 'approved' && !live ? (
        <button
          type="button"
          disabled={busy}
          aria-haspopup="dialog"
          onClick={() => onRestore(revision)}
          className="rounded border border-stone-400 px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {TEXTS.restore}
          <span className="sr-only"> {TEXTS.number(revision.number)}</span>
        </button>
      ) : null}
    </li>
  );
}

/**
 * An article's history for editors, and read-only for its author (`forAuthor`) (docs/product.md#revisions): its revisions newest first, a word diff of
 * title and text between any two, and restoring an earlier approved one after a confirmation.
 */
export function ArticleHistory({ id, forAuthor = false }: { id: string; forAuthor?: boolean }) {
  const query = useArticleHistory(id);
  const restore = useRestoreRevision(id);
  const dialog = useDialog();
  const hydrated = useHydrated();

  const onRestore = async (revision: Revision) => {
    const yes = await dialog.ask({
      title: TEXTS.confirmRestoreTitle(revision.number),
      text: TEXTS.confirmRestoreText,
      confirmLabel: TEXTS.confirmRestoreButton,
      cancelLabel: TEXTS.cancel,
    });
    if (!yes) return;
    try {
      const done = await restore.mutateAsync(revision.number);
      void dialog.ask({
        title: TEXTS.restoredTitle,
        text: TEXTS.restoredText(revision.number, done.revision),
        placement: 'top',
      });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.restoreFailed);
    }
  };

  return (
    <div>
      <Link
        to={forAuthor ? paths.myArticles : paths.dashboardArticles}
        className="text-sm font-semibold text-red-800 underline"
      >
        {forAuthor ? TEXTS.backToMine : TEXTS.back}
      </Link>
      <WithData query={query} what={TEXTS.what}>
        {(revisions) => {
          const live = revisions.find((revision) => revision.state === 'approved')?.number;
          const current = revisions.find((revision) => revision.number === live) ?? revisions[0];
          return (
            <>
              <div className="mt-3">
                <PageHeading title={current ? TEXTS.heading(current.title) : TEXTS.title} />
              </div>
              <p className="mt-2 max-w-3xl text-stone-600">{forAuthor ? TEXTS.authorIntro : TEXTS.intro}</p>
              {revisions.length > 0 ? <Comparison revisions={revisions} /> : null}
              {forAuthor ? null : <ArticleNotesPanel id={id} />}
              <section aria-labelledby="revisions-heading" className="mt-8">
                <h2 id="revisions-heading" className="font-serif text-2xl font-bold text-stone-900">
                  {TEXTS.revisions}
                </h2>
                <ol className="mt-2 divide-y divide-stone-200">
                  {revisions.map((revision) => (
                    <RevisionItem
                      key={revision.number}
                      revision={revision}
                      live={revision.number === live}
                      busy={!hydrated || restore.isPending}
                      onRestore={forAuthor ? undefined : (chosen) => void onRestore(chosen)}
                    />
                  ))}
                </ol>
              </section>
            </>
          );
        }}
      </WithData>
      {dialog.dialog}
    </div>
  );
}

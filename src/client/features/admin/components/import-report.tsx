import { IMPORT_TEXTS as TEXTS } from '@shared/messages/site-import';
import type { ImportCounts, ImportProblem, SiteImport } from '@shared/schemas/site-import';

const COUNT_KEYS = ['articles', 'authors', 'subscribers', 'images'] as const;

/** Four numbers in a row (two on a phone): what will be, or was, created. */
function Counts({ counts, label }: { counts: ImportCounts; label: string }) {
  return (
    <dl aria-label={label} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COUNT_KEYS.map((key) => (
        <div key={key} className="rounded-lg border border-stone-200 bg-white p-3">
          <dt className="text-sm text-stone-600">{TEXTS.counts[key]}</dt>
          <dd className="font-serif text-2xl font-bold text-stone-900">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function Problems({ title, items }: { title: string; items: ImportProblem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-6">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      <ul className="mt-2 space-y-1 text-sm text-stone-700">
        {items.map((problem, index) => (
          // The same item can appear with several reasons, and the same reason for several items.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown as the server sent it and never reordered.
          <li key={index} className="wrap-anywhere">
            <span className="font-semibold text-stone-900">{problem.item}</span>: {problem.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The dry run: what importing the file will create, how its tags map to sections, and what cannot come. */
export function DryRun({ read }: { read: SiteImport }) {
  const { plan } = read;
  return (
    <section aria-labelledby="import-dry-run" className="mt-8 max-w-3xl">
      <h2 id="import-dry-run" className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.dryRunTitle(read.siteTitle)}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{read.fileName}</p>
      <h3 className="mt-4 font-semibold text-stone-900">{TEXTS.willCreate}</h3>
      <Counts counts={plan.create} label={TEXTS.willCreate} />
      {plan.alreadyImported > 0 ? (
        <p className="mt-3 text-stone-700">{TEXTS.alreadyImported(plan.alreadyImported)}</p>
      ) : null}
      {plan.create.authors > 0 ? <p className="mt-3 text-sm text-stone-700">{TEXTS.authorsNote}</p> : null}
      {plan.sections.length > 0 ? (
        <section className="mt-6">
          <h3 className="font-semibold text-stone-900">{TEXTS.sectionsTitle}</h3>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                {TEXTS.sectionColumns.map((column) => (
                  <th key={column} scope="col" className="py-1 pr-4 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {plan.sections.map((row) => (
                <tr key={row.source} className="border-b border-stone-100">
                  <td className="py-1 pr-4 text-stone-900">{row.source}</td>
                  <td className="py-1 pr-4 text-stone-700">{row.section ?? TEXTS.noSection}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {plan.problems.length === 0 ? <p className="mt-6 text-stone-700">{TEXTS.noProblems}</p> : null}
      <Problems title={TEXTS.problemsTitle} items={plan.problems} />
      <Problems title={TEXTS.warningsTitle} items={plan.warnings} />
    </section>
  );
}

/** A started import: how far its job has gone, then what it created and what it left out. */
export function ImportProgress({ run }: { run: SiteImport }) {
  const heading =
    run.state === 'done' ? TEXTS.finished : run.state === 'failed' ? TEXTS.failed : TEXTS.progressTitle;
  return (
    <section aria-labelledby="import-progress" className="mt-8 max-w-3xl">
      <h2 id="import-progress" className="font-serif text-2xl font-bold text-stone-900">
        {heading}
      </h2>
      <progress
        className="mt-4 h-3 w-full accent-red-700"
        max={Math.max(run.total, 1)}
        value={run.done}
        aria-labelledby="import-progress"
      />
      <p role="status" className="mt-2 text-stone-700">
        {TEXTS.progress(run.done, run.total)}
      </p>
      {run.error ? <p className="mt-2 text-red-700">{run.error}</p> : null}
      <h3 className="mt-4 font-semibold text-stone-900">{TEXTS.created}</h3>
      <Counts counts={run.created} label={TEXTS.created} />
      <Problems title={TEXTS.notesTitle} items={run.notes} />
    </section>
  );
}

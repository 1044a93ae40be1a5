import { REVIEW_TEXTS } from '@shared/messages/review';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import type { BulkModerationResult } from '@shared/schemas/moderation';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import { useBulkModeration } from '../api/admin-mutations';
import { DeclineDialog } from './decline-dialog';
import { rememberListRead } from './read-version-changes';

const TEXTS = REVIEW_TEXTS.bulk;
const buttonClass =
  'rounded px-3 py-1.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40 disabled:cursor-not-allowed disabled:opacity-60';

/** What a bulk decision did, in one sentence per kind of outcome. */
function summary(action: 'approve' | 'decline', { results }: BulkModerationResult) {
  const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
  return [
    TEXTS.done(action, count('done')),
    count('unchanged') ? TEXTS.unchanged(count('unchanged')) : '',
    count('missing') ? TEXTS.missing(count('missing')) : '',
    count('changed') ? TEXTS.changed(count('changed')) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The rows chosen in the table; forgotten when the page, filter or search changes. */
export function useSelection() {
  const location = useLocation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or filter starts a new choice
  useEffect(() => setSelected(new Set()), [location.search]);
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { selected, setSelected, toggle };
}

/**
 * The bar over the table: select the page, how many are selected (announced), and Approve or Decline (one
 * reason, in the decline dialog) for all of them. `items` are the rows on screen.
 */
export function BulkModeration({
  items,
  selection,
  busy,
}: {
  items: Article[];
  selection: ReturnType<typeof useSelection>;
  busy: boolean;
}) {
  const { selected, setSelected } = selection;
  const bulk = useBulkModeration();
  const [declining, setDeclining] = useState(false);
  const [leftAlone, setLeftAlone] = useState<{ id: string; title: string }[]>([]);
  const declineButton = useRef<HTMLButtonElement>(null);
  const ids = [...selected];
  const everyOnPage = items.length > 0 && items.every((item) => selected.has(item._id));
  const run = async (input: { action: 'approve' } | { action: 'decline'; reason: string }) => {
    // Each decision on the version the table showed: an article changed since is left alone.
    const versions = Object.fromEntries(
      items.flatMap((item) => (selected.has(item._id) && item.version ? [[item._id, item.version]] : [])),
    );
    const result = await bulk.mutateAsync({ ...input, ids, versions });
    toast.success(summary(input.action, result));
    // Each article that changed since the list was shown: its review page compares it with what was listed.
    const changed = result.results.flatMap(({ id, outcome }) => {
      const item = items.find((row) => row._id === id);
      const version = versions[id];
      if (outcome !== 'changed' || !item || !version) return [];
      rememberListRead(id, { version, title: item.title });
      return [{ id, title: item.title }];
    });
    setLeftAlone(changed);
    setSelected(new Set());
  };
  const approve = () =>
    run({ action: 'approve' }).catch((error: unknown) => {
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
    });
  const none = ids.length === 0 || busy || bulk.isPending;
  return (
    <section
      aria-label={TEXTS.label}
      className="mt-4 flex flex-wrap items-center gap-3 rounded border border-stone-200 bg-stone-50 px-3 py-2"
    >
      <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
        <input
          type="checkbox"
          className="h-4 w-4 accent-red-700"
          checked={everyOnPage}
          disabled={busy || items.length === 0}
          onChange={(event) =>
            setSelected(event.currentTarget.checked ? new Set(items.map((item) => item._id)) : new Set())
          }
        />
        {TEXTS.selectPage}
      </label>
      <p aria-live="polite" className="text-sm text-stone-700">
        {TEXTS.count(ids.length)}
      </p>
      <button
        type="button"
        disabled={none}
        onClick={() => void approve()}
        className={`${buttonClass} bg-green-700 text-white hover:bg-green-800`}
      >
        {TEXTS.approve}
      </button>
      <button
        ref={declineButton}
        type="button"
        aria-haspopup="dialog"
        disabled={none}
        onClick={() => setDeclining(true)}
        className={`${buttonClass} border border-stone-400 bg-white text-stone-800 hover:bg-stone-100`}
      >
        {TEXTS.decline}
      </button>
      {leftAlone.length > 0 ? (
        <div className="basis-full text-sm text-stone-800">
          <p>{TEXTS.leftAlone}</p>
          <ul className="mt-1 list-disc pl-5">
            {leftAlone.map(({ id, title }) => (
              <li key={id} className="wrap-anywhere">
                <Link to={paths.dashboardReview(id)} className="font-semibold text-red-800 underline">
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {declining ? (
        <DeclineDialog
          id=""
          valid
          close={() => {
            setDeclining(false);
            declineButton.current?.focus();
          }}
          bulk={{
            title: TEXTS.declineTitle,
            text: TEXTS.declineText(ids.length),
            send: (reason) => run({ action: 'decline', reason }),
          }}
        />
      ) : null}
    </section>
  );
}

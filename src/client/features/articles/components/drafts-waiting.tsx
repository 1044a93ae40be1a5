import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { paths } from '@shared/paths';
import { buttonClass } from '../../../components/ui/button';
import { DateText } from '../../../components/ui/date';
import { Link } from '../../../components/ui/link';
import { useDrafts } from '../api/drafts';

const TEXTS = NEWSROOM_TEXTS.drafts;
const SHOWN = 3;

/**
 * Above a new article's form: the author's drafts so far, newest first, each to continue, so that a second
 * "Add Articles" never starts a copy of a draft without the author knowing one is waiting.
 */
export function DraftsWaiting() {
  const drafts = useDrafts();
  const list = drafts.data ?? [];
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="drafts-waiting-heading"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="drafts-waiting-heading" className="font-semibold">
        {TEXTS.waitingHeading(list.length)}
      </h2>
      <p className="mt-1 text-sm">{TEXTS.waitingText}</p>
      <ul className="mt-3 grid gap-2">
        {list.slice(0, SHOWN).map((draft) => {
          const title = draft.title || TEXTS.untitled;
          return (
            <li key={draft.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 wrap-anywhere">
                <span className="font-semibold">{title}</span>
                <span className="text-sm">
                  {' · '}
                  {TEXTS.savedAt} <DateText iso={draft.updatedAt} style="moment" />
                </span>
              </span>
              <Link
                to={`${paths.addArticles}?draft=${encodeURIComponent(draft.id)}`}
                className={buttonClass({ variant: 'secondary', size: 'sm', className: 'py-1.5!' })}
              >
                {TEXTS.continue}
                <span className="sr-only"> “{title}”</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {list.length > SHOWN ? (
        <Link to={paths.myArticles} className="mt-3 inline-block text-sm font-semibold underline">
          {TEXTS.allDrafts}
        </Link>
      ) : null}
    </section>
  );
}

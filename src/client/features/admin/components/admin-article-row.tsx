import { PREMIUM } from '@shared/constants';
import { MODERATION_TEXTS } from '@shared/messages';
import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { REVIEW_TEXTS } from '@shared/messages/review';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { Link } from '../../../components/ui/link';
import { tdClass } from '../../../components/ui/paged-table';
import { ScheduledFor } from '../../../components/ui/scheduled-for';
import { LeadStoryButton } from './lead-story-button';
import { Person } from './person';
import { StatusBadge } from './status-badge';

const buttonClass =
  'rounded px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40 disabled:cursor-not-allowed disabled:opacity-60';
const doneClass = 'whitespace-nowrap text-xs font-semibold';

const TEXTS = MODERATION_TEXTS.moderation;

type ActionKind = keyof typeof TEXTS.actions;

/** Each action's button colours, and the colour of its note once done. */
const LOOKS: Record<ActionKind, [button: string, done: string]> = {
  premium: ['border border-amber-600 text-amber-800 hover:bg-amber-50', 'text-amber-700'],
  approve: ['bg-green-700 text-white hover:bg-green-800', 'text-green-800'],
  decline: ['border border-stone-400 text-stone-800 hover:bg-stone-100', 'text-red-800'],
  delete: ['bg-red-700 text-white hover:bg-red-800', ''],
};

/** An action's cell: its button (named with the article's title for screen readers), or once done a note. */
function Action({
  kind,
  done,
  busy,
  title,
  onClick,
}: {
  kind: ActionKind;
  done: boolean;
  busy: boolean;
  title: string;
  onClick: (button: HTMLButtonElement) => void;
}) {
  const [look, doneColour] = LOOKS[kind];
  return (
    <td className={tdClass}>
      {done ? (
        <span className={`${doneClass} ${doneColour}`}>{TEXTS.actions[kind].done}</span>
      ) : (
        <button
          type="button"
          disabled={busy}
          aria-haspopup={kind === 'decline' ? 'dialog' : undefined}
          onClick={(event) => onClick(event.currentTarget)}
          className={`${buttonClass} ${look}`}
        >
          {TEXTS.actions[kind].label}
          <span className="sr-only"> “{title}”</span>
        </button>
      )}
    </td>
  );
}

/**
 * One article in the moderation table, with the actions that still apply to it; the columns are
 * MODERATION_TEXTS.lists.articles.columns, in this order.
 */
export function AdminArticleRow({
  article,
  busy,
  onMakePremium,
  onMakeFree,
  onApprove,
  onDecline,
  onDelete,
  selected,
  onSelect,
}: {
  article: Article;
  /** Chosen for a bulk decision. */
  selected: boolean;
  onSelect: (id: string, on: boolean) => void;
  /** An action on this article is under way, or the page is not interactive yet. */
  busy: boolean;
  onMakePremium: (article: Article) => Promise<void>;
  /** A premium article is made free again (after a confirmation). */
  onMakeFree: (article: Article) => Promise<void>;
  onApprove: (article: Article) => Promise<void>;
  onDecline: (article: Article, button: HTMLElement) => void;
  onDelete: (article: Article) => Promise<void>;
}) {
  const action = (kind: ActionKind, done: boolean, onClick: (button: HTMLButtonElement) => void) => (
    <Action kind={kind} done={done} busy={busy} title={article.title} onClick={onClick} />
  );
  return (
    <tr key={article._id} className="align-middle">
      <td className={tdClass}>
        <input
          type="checkbox"
          className="h-5 w-5 accent-red-700"
          aria-label={REVIEW_TEXTS.bulk.select(article.title)}
          checked={selected}
          disabled={busy}
          onChange={(event) => onSelect(article._id, event.currentTarget.checked)}
        />
      </td>
      <td className={`${tdClass} min-w-40 max-w-xs wrap-anywhere`}>
        <Link
          to={paths.dashboardReview(article._id)}
          className="font-semibold text-stone-900 underline decoration-stone-300 underline-offset-2 hover:text-red-800"
        >
          {article.title}
        </Link>
        {article.status === 'approve' ? (
          <Link
            to={paths.dashboardHistory(article._id)}
            className="mt-1 block w-fit text-xs font-semibold text-red-800 underline"
          >
            {NEWSROOM_TEXTS.history.link}
            <span className="sr-only"> “{article.title}”</span>
          </Link>
        ) : null}
        {article.status === 'approve' ? <LeadStoryButton article={article} busy={busy} /> : null}
        {article.publishAt ? (
          <ScheduledFor
            iso={article.publishAt}
            label={REVIEW_TEXTS.schedule.scheduledFor}
            className="mt-1 text-xs"
          />
        ) : null}
        {article.status === 'pending' ? (
          <Link
            to={`${paths.dashboardReview(article._id)}#schedule`}
            className="mt-1 inline-block text-xs font-semibold text-red-800 underline"
          >
            {article.publishAt ? REVIEW_TEXTS.schedule.reschedule : REVIEW_TEXTS.schedule.link}
            <span className="sr-only"> “{article.title}”</span>
          </Link>
        ) : null}
        {article.editPending ? (
          <p className="mt-1 text-xs font-semibold text-amber-800">{NEWSROOM_TEXTS.editPending}</p>
        ) : null}
        {article.status === 'declined' && article.decline.reason ? (
          <p className="mt-1 text-xs text-red-800">
            <span className="font-semibold">{MODERATION_TEXTS.reason}</span> {article.decline.reason}
          </p>
        ) : null}
      </td>
      <td className={`${tdClass} min-w-44`}>
        <Person name={article.displayName} email={article.email} photo={article.photo} />
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        <StatusBadge status={article.status} />
      </td>
      <td className={`${tdClass} min-w-28`}>{article.publisher}</td>
      {article.isPremium === PREMIUM ? (
        <td className={tdClass}>
          <span className={`${doneClass} ${LOOKS.premium[1]} block`}>{TEXTS.actions.premium.done}</span>
          <button
            type="button"
            disabled={busy}
            onClick={() => void onMakeFree(article)}
            className={`${buttonClass} mt-1 border border-stone-300 text-stone-700 hover:bg-stone-100`}
          >
            {TEXTS.makeFree}
            <span className="sr-only"> “{article.title}”</span>
          </button>
        </td>
      ) : (
        action('premium', false, () => void onMakePremium(article))
      )}
      {action('approve', article.status === 'approve' && !article.editPending, () => void onApprove(article))}
      {action('decline', article.status === 'declined', (button) => onDecline(article, button))}
      {action('delete', false, () => void onDelete(article))}
    </tr>
  );
}

import { PREMIUM } from '@shared/constants';
import { MODERATION_TEXTS } from '@shared/messages';
import type { Article } from '@shared/schemas/articles';
import { tdClass } from '../../../components/ui/paged-table';
import { Person } from './person';
import { StatusBadge } from './status-badge';

const buttonClass =
  'rounded px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40 disabled:cursor-not-allowed disabled:opacity-60';
const doneClass = 'whitespace-nowrap text-xs font-semibold';

const TEXTS = MODERATION_TEXTS.moderation;

/**
 * One article in the moderation table, with the actions that still apply to it; the columns are
 * MODERATION_TEXTS.lists.articles.columns, in this order.
 */
export function AdminArticleRow({
  article,
  busy,
  onMakePremium,
  onApprove,
  onDecline,
  onDelete,
}: {
  article: Article;
  /** An action on this article is under way, or the page is not interactive yet. */
  busy: boolean;
  onMakePremium: (article: Article) => Promise<void>;
  onApprove: (article: Article) => Promise<void>;
  onDecline: (article: Article, button: HTMLElement) => void;
  onDelete: (article: Article) => Promise<void>;
}) {
  const about = <span className="sr-only"> “{article.title}”</span>;
  return (
    <tr key={article._id} className="align-middle">
      <td className={`${tdClass} min-w-40 max-w-xs`}>
        <p className="font-semibold text-stone-900">{article.title}</p>
        {article.status === 'declined' && article.decline.reason ? (
          <p className="mt-1 text-xs text-red-800">
            <span className="font-semibold">{MODERATION_TEXTS.reason}</span> {article.decline.reason}
          </p>
        ) : null}
      </td>
      <td className={`${tdClass} min-w-52`}>
        <Person name={article.displayName} email={article.email} photo={article.photo} />
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        <StatusBadge status={article.status} />
      </td>
      <td className={`${tdClass} min-w-28`}>{article.publisher}</td>
      <td className={tdClass}>
        {article.isPremium === PREMIUM ? (
          <span className={`${doneClass} text-amber-700`}>{TEXTS.premium}</span>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={() => void onMakePremium(article)}
            className={`${buttonClass} border border-amber-600 text-amber-800 hover:bg-amber-50`}
          >
            {TEXTS.makePremium}
            {about}
          </button>
        )}
      </td>
      <td className={tdClass}>
        {article.status === 'approve' ? (
          <span className={`${doneClass} text-green-800`}>{TEXTS.approved}</span>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={() => void onApprove(article)}
            className={`${buttonClass} bg-green-700 text-white hover:bg-green-800`}
          >
            {TEXTS.approve}
            {about}
          </button>
        )}
      </td>
      <td className={tdClass}>
        {article.status === 'declined' ? (
          <span className={`${doneClass} text-red-800`}>{TEXTS.declined}</span>
        ) : (
          <button
            type="button"
            disabled={busy}
            aria-haspopup="dialog"
            onClick={(event) => onDecline(article, event.currentTarget)}
            className={`${buttonClass} border border-stone-400 text-stone-800 hover:bg-stone-100`}
          >
            {TEXTS.decline}
            {about}
          </button>
        )}
      </td>
      <td className={tdClass}>
        <button
          type="button"
          disabled={busy}
          onClick={() => void onDelete(article)}
          className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}
        >
          {TEXTS.delete}
          {about}
        </button>
      </td>
    </tr>
  );
}

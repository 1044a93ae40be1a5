import { ARTICLE_TEXTS } from '@shared/messages';
import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { Link } from '../../../components/ui/link';
import { useAuth } from '../../../lib/auth';

const TEXTS = ARTICLE_TEXTS.view.reviewStatus;
const REVIEW = NEWSROOM_TEXTS.review;

/**
 * An article readers cannot see yet (pending, or declined with the editors' reason), as its author or an
 * editor opens it: only they get such an article (anyone else gets a 404), so its page must not pass for a
 * published one. Links to the edit page; an author's edit sends it back for review.
 */
export function ArticleReviewStatus({ article }: { article: Article }) {
  const { user } = useAuth();
  const edit = article.status === 'approve' ? article.edit : undefined;
  if (article.status === 'approve' && !edit) return null;
  // A live article's edit in review (or sent back): readers keep the published version meanwhile.
  const declined = edit ? edit.state === 'declined' : article.status === 'declined';
  const byAuthor = user?.email.toLowerCase() === article.email.toLowerCase();
  const reason = edit ? edit.reason : declined ? article.decline.reason : undefined;
  const badge = edit
    ? declined
      ? REVIEW.editDeclined
      : REVIEW.editPending
    : declined
      ? TEXTS.declined
      : TEXTS.pending;
  const text = edit
    ? declined
      ? REVIEW.editDeclinedText
      : REVIEW.editPendingText
    : declined
      ? TEXTS.declinedText
      : TEXTS.pendingText;
  return (
    <section
      aria-label={TEXTS.label}
      className={`mb-8 rounded-lg border p-5 text-stone-800 ${
        declined ? 'border-red-300 bg-red-50' : 'border-amber-300 bg-amber-50'
      }`}
    >
      <p className="font-semibold text-stone-900">
        <span
          className={`mr-2 inline-block rounded-full px-3 py-0.5 text-sm ring-1 ${
            declined ? 'bg-white text-red-800 ring-red-300' : 'bg-white text-amber-900 ring-amber-400'
          }`}
        >
          {badge}
        </span>
        {text}
      </p>
      {reason ? (
        <p className="mt-3">
          <span className="font-semibold">{TEXTS.reasonLead}</span> {reason}
        </p>
      ) : null}
      <Link
        to={paths.updateArticle(article._id)}
        className="mt-4 inline-block rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
      >
        {edit ? REVIEW.continueEdit : declined && byAuthor ? TEXTS.resubmit : TEXTS.edit}
      </Link>
    </section>
  );
}

import { COMMENTS_TEXTS } from '@shared/messages/comments';
import { paths } from '@shared/paths';
import { planById } from '@shared/plans';
import type { CommentsSummary } from '@shared/schemas/comments';
import { Link } from '../../../components/ui/link';

const TEXTS = COMMENTS_TEXTS;

/** Why the reader cannot comment here, if they cannot: closed, for subscribers, or not signed in. */
export function CommentsNotice({
  summary,
  signedIn,
  from,
}: {
  summary: CommentsSummary;
  signedIn: boolean;
  from: string;
}) {
  const note = 'mt-4 rounded border border-stone-200 bg-stone-50 p-4 text-stone-700';
  if (!summary.readable)
    return (
      <p className={note}>
        {TEXTS.premiumOnly}{' '}
        <Link
          to={paths.subscription(planById('premium')?.price ?? 29.99)}
          className="font-semibold text-red-800 underline"
        >
          {TEXTS.premiumLink}
        </Link>
      </p>
    );
  if (summary.state !== 'open')
    return <p className={note}>{summary.state === 'site' ? TEXTS.closedSite : TEXTS.closedArticle}</p>;
  if (!signedIn)
    return (
      <p className={note}>
        {TEXTS.signInToComment}{' '}
        <Link
          to={`${paths.login}?from=${encodeURIComponent(from)}`}
          className="font-semibold text-red-800 underline"
        >
          {TEXTS.signIn}
        </Link>
      </p>
    );
  return null;
}

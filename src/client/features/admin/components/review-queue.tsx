import { REVIEW_TEXTS } from '@shared/messages/review';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { useApi } from '../../../lib/app-context';
import { adminArticlesList } from '../api/admin-lists';

const TEXTS = REVIEW_TEXTS.queue;

/** The first few articles waiting for review: enough to find one besides the one on screen. */
const QUEUE = { status: 'pending', limit: 5 } as const;

const nextOf = (items: Article[] | undefined, current: string) =>
  items?.find((article) => article._id !== current);

/** What the editor just decided, said on the page they land on next. */
export interface Decided {
  action: 'approved' | 'declined';
  id: string;
  title: string;
}

/**
 * The queue of articles waiting for review (docs/product.md#moderation): the next one after `current`, and a
 * way to open it once a decision is taken (asked again, since the decision changed the queue).
 */
export function useReviewQueue(current: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const queue = useQuery(adminArticlesList.options(api, QUEUE));
  const next = nextOf(queue.data?.items, current);
  /** Opens the next article waiting, if any; answers whether there was one. */
  const moveOn = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({ ...adminArticlesList.options(api, QUEUE), staleTime: 0 });
    const following = nextOf(fresh.items, current);
    if (following) navigate(paths.dashboardReview(following._id));
    return Boolean(following);
  }, [api, queryClient, navigate, current]);
  return { next, moveOn };
}

/** The link to the next article waiting for review, or a word that there is none. */
export function NextInQueue({ next }: { next: Article | undefined }) {
  if (!next) return <p className="text-sm text-stone-600">{TEXTS.empty}</p>;
  return (
    <Link to={paths.dashboardReview(next._id)} className="text-sm font-semibold text-red-800 underline">
      {TEXTS.next}
      <span className="sr-only">: {next.title}</span>
    </Link>
  );
}

/** What was just decided, with the way back to that article (a decision has no one-click undo). */
export function DecidedNotice({ decided, moved }: { decided: Decided; moved: boolean }) {
  return (
    <div role="status" className="mt-4 rounded border border-green-700 bg-green-50 px-3 py-2 text-green-900">
      <p>
        {TEXTS[decided.action](decided.title)} {moved ? TEXTS.opened : TEXTS.empty}
      </p>
      <Link to={paths.dashboardReview(decided.id)} className="text-sm font-semibold underline">
        {TEXTS.backTo(decided.title)}
      </Link>
    </div>
  );
}

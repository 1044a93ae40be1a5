import { COMMENTS_TEXTS } from '@shared/messages/comments';
import type { CommentSort } from '@shared/schemas/comments';
import {
  getCommentsQueryOptions,
  getCommentsSummaryQueryOptions,
} from '../../features/comments/api/comments';
import { PAGE_SIZE } from '../../features/comments/components/comments-section';
import { guarded, idParam, notFoundOn404 } from '../loaders';

/** The sort and page in the comments page's address; anything else reads as the default. */
export function commentsPlace(url: URL): { sort: CommentSort; page: number } {
  const sort = url.searchParams.get('sort') === 'oldest' ? 'oldest' : 'newest';
  const page = Number(url.searchParams.get('page') ?? '1');
  return { sort, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

export interface CommentsPageData {
  id: string;
  title: string;
  /** The page's title (its head), read by the route's handle. */
  pageTitle: string;
  sort: CommentSort;
  page: number;
}

/**
 * An article's comments on their own page: the summary (headline, count, open or not) and, for those who
 * may read them, the page of threads the address names. The article itself is not loaded: its page keeps
 * its own render and cache.
 */
export const articleCommentsLoader = guarded(
  'anyone',
  notFoundOn404(async ({ queryClient, api }, { params, url }): Promise<CommentsPageData> => {
    const id = idParam(params.id);
    const place = commentsPlace(url);
    const summary = await queryClient.ensureQueryData(getCommentsSummaryQueryOptions(api, id));
    if (summary.readable)
      await queryClient.ensureQueryData(getCommentsQueryOptions(api, id, { ...place, limit: PAGE_SIZE }));
    return { id, title: summary.title, pageTitle: COMMENTS_TEXTS.pageTitle(summary.title), ...place };
  }),
);

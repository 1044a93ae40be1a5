import { COMMENTS_TEXTS } from '@shared/messages/comments';
import { paths } from '@shared/paths';
import { useLoaderData } from 'react-router';
import { Link } from '../../components/ui/link';
import CommentsSection from '../../features/comments/components/comments-section';
import type { CommentsPageData } from './article-comments.loader';

export { articleCommentsLoader } from './article-comments.loader';

/** An article's comments on a page of their own: server-rendered, paged and sorted by plain links. */
export function Component() {
  const { id, title, sort, page } = useLoaderData() as CommentsPageData;
  return (
    <div className="mx-auto max-w-3xl py-10">
      <p>
        <Link to={paths.articleDetails(id)} className="text-sm font-semibold text-red-800 underline">
          {COMMENTS_TEXTS.backToArticle}
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-stone-900">{COMMENTS_TEXTS.pageTitle(title)}</h1>
      <CommentsSection articleId={id} paged sort={sort} page={page} />
    </div>
  );
}

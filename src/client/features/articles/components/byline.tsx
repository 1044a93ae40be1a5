import { hasAuthorPage } from '@shared/former-contributor';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { Avatar } from '../../../components/ui/avatar';
import { Link } from '../../../components/ui/link';

const SIZES = {
  card: {
    px: 40,
    text: 'min-w-0 text-sm',
    name: 'truncate font-semibold',
    email: 'truncate text-stone-500',
  },
  page: {
    px: 48,
    text: 'min-w-0',
    name: 'font-semibold text-stone-900',
    email: 'truncate text-sm text-stone-600',
  },
} as const;

/**
 * Who wrote an article: their picture (the default avatar when they have none), name (a link to their page)
 * and e-mail address when the answer carries it. `card` is the small one of a list's card, `page` the one under an article's title.
 */
export function Byline({ article, size }: { article: Article; size: keyof typeof SIZES }) {
  const look = SIZES[size];
  return (
    <>
      <Avatar src={article.photo} size={look.px} />
      <div className={look.text}>
        <p className={look.name}>
          {hasAuthorPage(article.authorId) ? (
            <Link to={paths.author(article.authorId)} className="hover:text-red-800 hover:underline">
              {article.displayName}
            </Link>
          ) : (
            article.displayName
          )}
        </p>
        {/* Only when the author chose to show it, or the reader is the author or an editor (the server decides). */}
        {article.email ? <p className={look.email}>{article.email}</p> : null}
      </div>
    </>
  );
}

import type { Article } from '@shared/schemas/articles';

const SIZES = {
  card: {
    px: 40,
    picture: 'h-10 w-10',
    text: 'min-w-0 text-sm',
    name: 'truncate font-semibold',
    email: 'truncate text-stone-500',
  },
  page: {
    px: 48,
    picture: 'h-12 w-12 bg-stone-200',
    text: 'min-w-0',
    name: 'font-semibold text-stone-900',
    email: 'truncate text-sm text-stone-600',
  },
} as const;

/**
 * Who wrote an article: their picture (or their initial when they have none), name and e-mail. `card` is the
 * small one of a list's card, `page` the one under an article's title.
 */
export function Byline({ article, size }: { article: Article; size: keyof typeof SIZES }) {
  const look = SIZES[size];
  return (
    <>
      {article.photo ? (
        <img
          src={article.photo}
          alt=""
          width={look.px}
          height={look.px}
          className={`${look.picture} rounded-full object-cover`}
          loading={size === 'card' ? 'lazy' : undefined}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`flex ${look.picture} items-center justify-center rounded-full bg-stone-200 font-bold text-stone-600`}
        >
          {article.displayName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className={look.text}>
        <p className={look.name}>{article.displayName}</p>
        <p className={look.email}>{article.email}</p>
      </div>
    </>
  );
}

/**
 * The names of what a cached answer was made from and what a write changes (docs/architecture.md#caches):
 * a page or list is kept with the tags of what it read, and a write clears exactly the tags it names. A
 * write that changed nothing names nothing and clears nothing
 * (docs/decisions/0024-writes-name-what-they-changed.md).
 */
export const changeTags = {
  /** One article: its page, and every card that shows it. */
  article: (id: string) => `article:${id}`,
  /** One author's articles and byline (name, photo). */
  author: (id: string) => `author:${id}`,
  /** The articles of one section (a tag). */
  section: (tag: string) => `section:${tag}`,
  /** The articles of one publisher, and the publisher's own page. */
  publisher: (name: string) => `publisher:${name}`,
  /** One account: who its sessions belong to and what the viewer holds (name, photo, role, premium). */
  user: (id: string) => `user:${id}`,
  /** Which approved articles there are: the unfiltered lists (home, all articles, search, feeds). */
  lists: 'lists',
  /** The list of publishers (names, logos). */
  publishers: 'publishers',
  /** One article's comments: their lists and count (never the article's own page). */
  comments: (articleId: string) => `comments:${articleId}`,
  /** Whether comments are open on the whole site (every article's comment summary). */
  commentsSite: 'comments-site',
  /** The site's counts shown on the home page (members, approved articles, publishers). */
  stats: 'stats',
  /** The front page's lead story: which article an editor picked (docs/product.md#front-page). */
  frontPage: 'front-page',
} as const;

/** What an approved article shown on a page depends on: itself and its byline. */
export function shownArticleTags(article: { _id: string; authorId?: string | null }): string[] {
  return article.authorId
    ? [changeTags.article(article._id), changeTags.author(article.authorId)]
    : [changeTags.article(article._id)];
}

/** An article as a write found it or left it; without a status it counts as approved (shown). */
export interface ArticleVersion {
  authorId: string;
  publisher: string;
  tags: readonly string[];
  status?: string;
}

const isShown = (version: ArticleVersion | null | undefined) =>
  Boolean(version && (version.status === undefined || version.status === 'approve'));

/**
 * What a write to an article changes, given the article before the write and after it (null when it did
 * not exist or no longer does): the article itself (its page, what its author and the editors read of it);
 * for every version readers could see (approved), its author, sections, publisher and the unfiltered
 * lists; and the site's counts when it went live or stopped being live. A pending or declined version is
 * in no list, so a write that leaves an article unseen on both sides names the article alone.
 */
export function articleChangeTags(id: string, ...versions: (ArticleVersion | null | undefined)[]): string[] {
  const tags = new Set<string>([changeTags.article(id)]);
  for (const version of versions) {
    if (!version || !isShown(version)) continue;
    tags.add(changeTags.lists);
    tags.add(changeTags.author(version.authorId));
    tags.add(changeTags.publisher(version.publisher));
    for (const tag of version.tags) tags.add(changeTags.section(tag));
  }
  if (versions.length > 1 && isShown(versions[0]) !== isShown(versions[versions.length - 1]))
    tags.add(changeTags.stats);
  return [...tags];
}

/**
 * What a list of approved articles filtered by publisher or section (or neither) depends on: which articles
 * it holds (the publisher's, the section's, or the unfiltered lists) and the bylines it shows.
 */
export function listedArticleTags(
  filter: { publisher?: string | undefined; tag?: string | undefined },
  shown: readonly { authorId?: string | null }[],
): string[] {
  const tags = new Set<string>([
    filter.publisher
      ? changeTags.publisher(filter.publisher)
      : filter.tag
        ? changeTags.section(filter.tag)
        : changeTags.lists,
  ]);
  for (const article of shown) if (article.authorId) tags.add(changeTags.author(article.authorId));
  return [...tags];
}

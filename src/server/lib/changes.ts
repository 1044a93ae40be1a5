/**
 * The names of what a cached answer was made from and what a write changes (docs/architecture.md#caches):
 * a page or list is kept with the tags of what it read, and a write clears exactly the tags it names. A
 * write that changed nothing names nothing and clears nothing.
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
  /** Which approved articles there are: the unfiltered lists (home, all articles, search, feeds). */
  lists: 'lists',
  /** The list of publishers (names, logos). */
  publishers: 'publishers',
  /** The site's counts shown on the home page. */
  stats: 'stats',
} as const;

/** What an approved article shown on a page depends on: itself and its byline. */
export function shownArticleTags(article: { _id: string; authorId?: string | null }): string[] {
  return article.authorId
    ? [changeTags.article(article._id), changeTags.author(article.authorId)]
    : [changeTags.article(article._id)];
}

/**
 * What a write to an article changes: the article, its author, and the lists it was in or is now in
 * (its sections and publisher before and after, and the unfiltered lists).
 */
export function articleChangeTags(
  id: string,
  ...versions: ({ authorId: string; publisher: string; tags: readonly string[] } | null | undefined)[]
): string[] {
  const tags = new Set<string>([changeTags.article(id), changeTags.lists]);
  for (const version of versions) {
    if (!version) continue;
    tags.add(changeTags.author(version.authorId));
    tags.add(changeTags.publisher(version.publisher));
    for (const tag of version.tags) tags.add(changeTags.section(tag));
  }
  return [...tags];
}

/**
 * What an answer was made from, gathered while it is made (docs/architecture.md#caches): undefined while
 * nothing said (a route that names no reads), a set of the tags of its reads (empty: a page that has read
 * nothing yet), or null once it read something that names no tags. Only a set keeps an answer in the page
 * store under its tags; otherwise any change at all clears it.
 */
export type ReadTags = Set<string> | null | undefined;

/** The tag of an answer that read nothing (a static page): only a change of everything clears it. */
export const STATIC = 'static';

/** Adds a read's tags (undefined: a read that names none) to what the answer was made from. */
export function addReadTags(current: ReadTags, tags: readonly string[] | undefined): ReadTags {
  if (current === null || tags === undefined) return null;
  const set = current ?? new Set<string>();
  for (const tag of tags) set.add(tag);
  return set;
}

/**
 * The tags an answer is kept under: none (any change clears it) when a read named none or the route said
 * nothing of its reads; `static` for one that read nothing at all.
 */
export function keptTags(current: ReadTags): string[] {
  if (current === undefined || current === null) return [];
  return current.size === 0 ? [STATIC] : [...current];
}

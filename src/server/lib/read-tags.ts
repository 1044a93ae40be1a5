/**
 * What an answer was made from, gathered while it is made (docs/architecture.md#caches): undefined while it
 * read nothing, the tags of its reads, or null once it read something that names no tags — an answer the
 * page store then keeps until any change at all.
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

/** The tags an answer is kept under: none (any change clears it) when one of its reads named none. */
export function keptTags(current: ReadTags): string[] {
  if (current === undefined) return [STATIC];
  return current === null ? [] : [...current];
}

import { TAGS, type Tag } from './constants';
import { slugOf } from './paths';

export { slugOf };

/** A section's name as a heading shows it: the tag with a capital first letter. */
export function sectionName(tag: string): string {
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

/** The seven sections, one per tag (docs/product.md#articles), in the tags' order. */
export const SECTIONS: readonly { tag: Tag; slug: string; name: string }[] = TAGS.map((tag) => ({
  tag,
  slug: slugOf(tag),
  name: sectionName(tag),
}));

/** The section whose address segment this is. */
export function sectionBySlug(slug: string | undefined): Tag | undefined {
  return SECTIONS.find((section) => section.slug === slug)?.tag;
}

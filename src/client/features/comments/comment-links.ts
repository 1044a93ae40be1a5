/** A piece of a comment's text: words as they are, or a web address shown as a link. */
export type CommentPart = { text: string } | { url: string };

/** Web addresses in a comment: http and https only, up to the first space or angle bracket. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence more often than an address. */
const TRAILING = /[.,;:!?)\]'’”]+$/;

/**
 * A comment's plain text cut into text and links. Only `http:` and `https:` addresses become links (never
 * `javascript:` or `data:`), and only addresses the browser parses; everything else stays text, which
 * React escapes. Nothing is loaded from a link: it is an anchor, not an image or a preview.
 */
export function commentParts(body: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let last = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    if (!URL.canParse(url)) continue;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ url });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

/** A stand-in origin: a return path is resolved against it, and must stay on it. */
const SITE = 'http://site.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Where a page may send the reader back to (`?from=` after signing in), or null when the value could lead
 * anywhere else. Accepted: a path on this site, written as one (a single leading `/`, no `//` authority, no
 * backslash, which browsers read as `/`, and no control character, which URL parsers drop or a header
 * refuses). The value is resolved with the URL parser, must stay same-origin, and what comes back is the
 * parser's own path, query and fragment, percent-encoded, so it is also safe in a `Location` header.
 */
export function resolveReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || CONTROL.test(value))
    return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

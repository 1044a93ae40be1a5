/**
 * Whose e-mail address an answer may carry (docs/security.md): an author's address is public
 * only if that author chose to show it (their profile's `showEmail`, off by default); the author themself and
 * the editors always see it. Every answer that names an author's address (article lists and pages, the author
 * page's articles, the feed, JSON-LD and the page state built from them) takes it from here; otherwise it is
 * ''.
 */
export function shownAuthorEmail(
  author: { email: string; showEmail: boolean },
  /** The reader is the author, or an editor. */
  authorOrEditor: boolean,
): string {
  return authorOrEditor || author.showEmail ? author.email : '';
}

/** A line that ends in a letter or digit, without a stop: a sub-heading, or a list's item. */
const OPEN_LINE_END = /([\p{L}\p{N}])[ \t]*(\r?\n(?:[ \t]*\r?\n)?)(?=\s*\S)/gu;

/**
 * Text on one line. A block that ends without a stop (before a blank line), such as a sub-heading, is closed
 * with a full stop, and a line of a list with a semicolon, so neither runs into the words after it.
 */
function flatten(text: string): string {
  return text
    .replace(
      OPEN_LINE_END,
      (_, last: string, breaks: string) => `${last}${/\n[ \t]*\r?\n/.test(breaks) ? '.' : ';'} `,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text to `length` characters on a word boundary where one is near, for previews. */
export function excerpt(text: string, length: number): string {
  const flat = flatten(text);
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd();
}

/**
 * A card's or slide's preview: at most `length` characters cut at a word boundary and followed by the three
 * dots the cards have always shown; punctuation the cut leaves at its end is dropped first, so a full stop
 * never becomes four dots.
 */
export function preview(text: string, length: number): string {
  const flat = flatten(text);
  let head = flat;
  if (flat.length > length) {
    // One character more shows whether the cut falls on a space, so a whole last word is kept.
    const cut = flat.slice(0, length + 1);
    const lastSpace = cut.lastIndexOf(' ');
    head = lastSpace > 0 ? cut.slice(0, lastSpace) : flat.slice(0, length);
  }
  return `${head.replace(/[\s.,;:!?…-]+$/u, '')}...`;
}

/** Splits the comma-joined tag string of the wire format into tags. */
export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export function pageTitle(siteName: string, page?: string): string {
  return page ? `${siteName} | ${page}` : siteName;
}

/** Words a reader reads in a minute, for an article's reading time. */
export const WORDS_PER_MINUTE = 230;

/** How many minutes a text takes to read: at least one. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(wordCount(text) / WORDS_PER_MINUTE));
}

/** JavaScript's white space (`\s`), by code unit. */
function isSpace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) ||
    code === 0x20 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The words of a text, as splitting it on white space would count them, without making the pieces: every
 * card of every list counts its article's words.
 */
export function wordCount(text: string): number {
  let words = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const space = isSpace(text.charCodeAt(index));
    if (!space && !inWord) words += 1;
    inWord = !space;
  }
  return words;
}

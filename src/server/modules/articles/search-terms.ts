/** At most this many words of a search are used, each cut to this many characters. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 60;
/** Letters (with their combining marks) and digits: a word holds nothing a tsquery could read as syntax. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of what a reader typed, lower-cased: punctuation and symbols only separate them. */
export function searchWords(text: string): string[] {
  return (text.normalize('NFKC').toLowerCase().match(WORD) ?? [])
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/**
 * The text of a `to_tsquery` in which every word is a prefix and every word must match: "stad" finds
 * "stadium", "harb reop" finds "the harbour reopened" (docs/product.md#articles). `weights` narrows the
 * match to those parts of the document (`A`: the title). Built from `searchWords` only, never from the
 * input itself; null when nothing searchable is left.
 */
export function prefixQuery(text: string, weights = ''): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map((word) => `${word}:*${weights}`).join(' & ');
}

/**
 * The same match as `prefixQuery`, written for the planner: each word as `(word:* | word)`, which matches
 * exactly what `word:*` does (a word is its own prefix). PostgreSQL guesses that a prefix term matches about
 * 1 % of the rows whatever the word, but knows from its statistics how common a whole word is; with the
 * word beside its prefix it sees that "government" is in nearly every article and walks the newest first,
 * instead of collecting every match (docs/decisions/0023-search-ranks-the-newest-matches.md). Rankings and
 * headlines keep `prefixQuery`: this form is for `WHERE` only.
 */
export function matchQuery(text: string, weights = ''): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const whole = weights ? `:${weights}` : '';
  return words.map((word) => `(${word}:*${weights} | ${word}${whole})`).join(' & ');
}

/** The marks ts_headline puts around a match: private-use characters, removed from the text beforehand. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

export interface TextSegment {
  text: string;
  match: boolean;
}

/** ts_headline's output as plain-text segments, the matched ones flagged: never HTML. */
export function toSegments(marked: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let match = false;
  let text = '';
  const flush = () => {
    if (text) segments.push({ text, match });
    text = '';
  };
  for (const character of marked) {
    if (character === MATCH_START || character === MATCH_END) {
      flush();
      match = character === MATCH_START;
    } else text += character;
  }
  flush();
  return segments;
}

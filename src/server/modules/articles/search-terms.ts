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

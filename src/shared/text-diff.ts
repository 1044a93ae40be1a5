import { diffWords } from 'diff';

/** A stretch of a diff: unchanged, added or removed words. */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/**
 * The most of each text a word diff looks at once their common start and end are set aside: the diff's cost
 * grows with the product of the two, so two long, very different versions are never diffed word by word
 * (docs/security.md#work-sized-by-what-a-user-sends-is-bounded).
 */
export const DIFF_MAX_CHANGED_CHARS = 4000;
/** The longest one word diff may run, and how many changed words it may find, before it gives up. */
export const DIFF_TIMEOUT_MS = 50;
/** The most time the word diffs of one request (an article's history) may take together. */
export const DIFF_REQUEST_BUDGET_MS = 200;
const DIFF_MAX_EDIT_LENGTH = 1000;

/** The length of the start two texts share, ending at a space (so no word is cut). */
function sharedStart(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let i = 0;
  while (i < limit && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === limit && a.length === b.length) return i;
  while (i > 0 && !/\s/.test(a.charAt(i - 1))) i--;
  return i;
}

/** The length of the end two texts share (after `start`), starting at a space. */
function sharedEnd(a: string, b: string, start: number): number {
  const limit = Math.min(a.length, b.length) - start;
  let i = 0;
  while (i < limit && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  while (i > 0 && !/\s/.test(a.charAt(a.length - i))) i--;
  return i;
}

/**
 * The words added and removed from `before` to `after`, at a bounded cost: the common start and end are
 * kept as they are, and the rest is diffed word by word only when it is short enough and the diff finishes
 * within its budget (`deadline`, a `performance.now()` time the caller's whole request shares). Otherwise
 * `tooDifferent`, with the parts saying simply "all of this went, all of that came".
 */
export function boundedWordDiff(
  before: string,
  after: string,
  deadline = Number.POSITIVE_INFINITY,
): { parts: DiffPart[]; tooDifferent: boolean } {
  const start = sharedStart(before, after);
  const end = sharedEnd(before, after, start);
  const head = before.slice(0, start);
  const tail = before.slice(before.length - end);
  const oldMiddle = before.slice(start, before.length - end);
  const newMiddle = after.slice(start, after.length - end);
  const around = (middle: DiffPart[]): DiffPart[] => [
    ...(head ? [{ value: head }] : []),
    ...middle,
    ...(tail ? [{ value: tail }] : []),
  ];
  const whole = (): DiffPart[] => [
    ...(oldMiddle ? [{ value: oldMiddle, removed: true }] : []),
    ...(newMiddle ? [{ value: newMiddle, added: true }] : []),
  ];
  if (!oldMiddle || !newMiddle) return { parts: around(whole()), tooDifferent: false };
  const timeout = Math.floor(Math.min(DIFF_TIMEOUT_MS, deadline - performance.now()));
  if (oldMiddle.length > DIFF_MAX_CHANGED_CHARS || newMiddle.length > DIFF_MAX_CHANGED_CHARS || timeout < 1)
    return { parts: around(whole()), tooDifferent: true };
  const found = diffWords(oldMiddle, newMiddle, { timeout, maxEditLength: DIFF_MAX_EDIT_LENGTH });
  if (!found) return { parts: around(whole()), tooDifferent: true };
  return {
    parts: around(
      found.map(({ value, added, removed }) => ({
        value,
        ...(added ? { added } : {}),
        ...(removed ? { removed } : {}),
      })),
    ),
    tooDifferent: false,
  };
}

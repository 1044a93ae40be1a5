import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START, matchQuery, prefixQuery, searchWords, toSegments } from './search-terms';

describe('search terms', () => {
  it('keeps letters, marks and digits only, lower-cased, as prefixes that must all match', () => {
    expect(prefixQuery('Stad')).toBe('stad:*');
    expect(prefixQuery("harb:* | !x & ('y')")).toBe('harb:* & x:* & y:*');
    expect(prefixQuery('El País 2026', 'A')).toBe('el:*A & país:*A & 2026:*A');
    expect(prefixQuery('हिन्दी')).toBe('हिन्दी:*');
    expect(prefixQuery('&|!():*<->')).toBeNull();
    expect(prefixQuery('   ')).toBeNull();
  });

  it('writes the same match with each whole word beside its prefix, for the planner', () => {
    expect(matchQuery('Stad')).toBe('(stad:* | stad)');
    expect(matchQuery('harb reop', 'A')).toBe('(harb:*A | harb:A) & (reop:*A | reop:A)');
    expect(matchQuery('&|!():*<->')).toBeNull();
  });

  it('uses at most eight words of at most sixty characters', () => {
    const words = searchWords(`${'a'.repeat(100)} ${'b '.repeat(20)}`);
    expect(words).toHaveLength(8);
    expect(words[0]).toHaveLength(60);
  });

  it('reads the marked headline as plain-text segments', () => {
    expect(
      toSegments(`The ${MATCH_START}stadium${MATCH_END} <b>added</b> ${MATCH_START}seats${MATCH_END}`),
    ).toEqual([
      { text: 'The ', match: false },
      { text: 'stadium', match: true },
      { text: ' <b>added</b> ', match: false },
      { text: 'seats', match: true },
    ]);
    expect(toSegments('')).toEqual([]);
  });
});

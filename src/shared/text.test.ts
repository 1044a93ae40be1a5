import { describe, expect, it } from 'vitest';
import { excerpt, preview, readingMinutes, wordCount } from './text';

describe('preview', () => {
  it('keeps a text that fits whole, with the dots in place of its full stop', () => {
    expect(preview('A short story.', 100)).toBe('A short story...');
    expect(preview('A short story', 100)).toBe('A short story...');
  });

  it('cuts at a word boundary and adds three dots', () => {
    expect(preview('The harbour lights are lit again tonight', 20)).toBe('The harbour lights...');
  });

  it('keeps a last word that ends exactly at the limit', () => {
    expect(preview('The harbour lights are lit', 18)).toBe('The harbour lights...');
  });

  it('drops the full stop or comma the cut leaves, so there is never "...."', () => {
    expect(preview('Lamps return. The quay is bright again', 14)).toBe('Lamps return...');
    expect(preview('Lamps, quays, boats and more', 13)).toBe('Lamps, quays...');
  });

  it('cuts a single word longer than the limit', () => {
    expect(preview('Donaudampfschifffahrtsgesellschaft', 10)).toBe('Donaudampf...');
  });

  it('flattens line breaks', () => {
    expect(preview('One.\n\nTwo three four', 9)).toBe('One. Two...');
  });

  it('ends a sub-heading or a list’s line before the words after it, instead of running them together', () => {
    expect(preview('Harbour lights return\n\nThe quay is bright again tonight.', 100)).toBe(
      'Harbour lights return. The quay is bright again tonight...',
    );
    expect(preview('What to bring:\n\nA torch\nWarm clothes\n\nThe walk starts at six.', 100)).toBe(
      'What to bring: A torch; Warm clothes. The walk starts at six...',
    );
    expect(excerpt('Harbour lights return\r\n\r\nThe quay is bright.', 100)).toBe(
      'Harbour lights return. The quay is bright.',
    );
  });
});

describe('wordCount', () => {
  it('counts as splitting on any white space does, for every kind of space', () => {
    const texts = [
      '',
      '   ',
      'one',
      '  two  words ',
      'tabs\tand\nnew\r\nlines',
      `no\u00a0break\u2003em\u3000ideographic\u202fnarrow\ufeffbom\u2028line`,
      'long-word—dashes are one, emoji 📰 another',
    ];
    for (const text of texts) expect(wordCount(text), text).toBe(text.split(/\s+/).filter(Boolean).length);
  });

  it('makes a reading time of at least a minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(230 * 3))).toBe(3);
  });
});

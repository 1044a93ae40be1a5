import { describe, expect, it } from 'vitest';
import { commentParts } from './comment-links';

describe('commentParts', () => {
  it('turns http and https addresses into links, leaving sentence punctuation outside', () => {
    expect(commentParts('See https://example.test/a?b=1, and http://example.test.')).toEqual([
      { text: 'See ' },
      { url: 'https://example.test/a?b=1' },
      { text: ', and ' },
      { url: 'http://example.test' },
      { text: '.' },
    ]);
  });

  it('keeps every other scheme and any markup as plain text', () => {
    for (const body of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<img src=https://evil.test/x.png onerror=alert(1)>',
      '<a href="https://example.test">x</a>',
    ]) {
      const parts = commentParts(body);
      expect(parts.map((part) => ('url' in part ? part.url : part.text)).join('')).toBe(body);
      for (const part of parts) if ('url' in part) expect(part.url).toMatch(/^https?:\/\/[^<>"\s]+$/);
    }
  });

  it('answers an empty text with nothing', () => {
    expect(commentParts('')).toEqual([]);
  });
});

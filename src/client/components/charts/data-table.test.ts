import { describe, expect, it } from 'vitest';
import { toCsv } from './data-table';

describe('a chart table as CSV', () => {
  it('quotes every cell, doubles quotes, and makes a would-be formula text', () => {
    const csv = toCsv({
      caption: 'Most read',
      columns: ['Article', 'Views'],
      rows: [
        ['The "harbour" vote, explained', 12],
        ['=HYPERLINK("http://example.test")', 3],
        ['-5 degrees tonight', 0],
      ],
    });
    expect(csv).toBe(
      [
        '"Article","Views"',
        '"The ""harbour"" vote, explained","12"',
        `"'=HYPERLINK(""http://example.test"")","3"`,
        `"'-5 degrees tonight","0"`,
        '',
      ].join('\r\n'),
    );
  });
});

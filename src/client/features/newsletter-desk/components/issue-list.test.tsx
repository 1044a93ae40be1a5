import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IssueList } from './issue-list';

describe('the newsletter desk’s list of issues', () => {
  it('says which cells each header names: the columns, and each issue’s row', () => {
    const html = renderToString(
      <IssueList
        onOpen={() => {}}
        issues={[
          {
            id: 'issue-1',
            subject: 'Harbour and budget',
            intro: '',
            state: 'sent',
            articles: [],
            sendAt: null,
            sentAt: '2026-03-04T08:00:00.000Z',
            createdAt: '2026-03-03T08:00:00.000Z',
            counts: { queued: 0, sent: 12, failed: 1 },
          },
        ]}
      />,
    );
    const headers = [...html.matchAll(/<th\b[^>]*>/g)].map((match) => match[0]);
    expect(headers.length).toBeGreaterThan(1);
    for (const header of headers) expect(header).toMatch(/ scope="(col|row)"/);
    expect(headers.filter((header) => header.includes('scope="row"'))).toHaveLength(1);
  });
});

describe('the newsletter desk’s dates', () => {
  it('reads an issue’s time as a reader writes it, never the raw GMT form', () => {
    const html = renderToString(
      <IssueList
        onOpen={() => {}}
        issues={[
          {
            id: 'issue-2',
            subject: 'Ferries',
            intro: '',
            state: 'scheduled',
            articles: [],
            sendAt: '2026-03-04T08:00:00.000Z',
            sentAt: null,
            createdAt: '2026-03-03T08:00:00.000Z',
            counts: { queued: 0, sent: 0, failed: 0 },
          },
        ]}
      />,
    );
    expect(html).not.toContain('GMT');
    expect(html).toContain('Mar 4, 2026, 8:00 AM UTC');
    expect(html).toContain('dateTime="2026-03-04T08:00:00.000Z"');
  });
});

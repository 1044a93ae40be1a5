// @vitest-environment happy-dom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DateText, formatDate } from './date';

const ISO = '2026-03-04T21:30:00.000Z';

describe('DateText, the one way the site shows a date', () => {
  it('says the same words on the server and in the render that hydrates them, then the reader’s own', async () => {
    const html = renderToString(<DateText iso={ISO} style="moment" />);
    expect(html).toBe(
      '<time dateTime="2026-03-04T21:30:00.000Z" class="whitespace-nowrap">Mar 4, 2026, 9:30 PM UTC</time>',
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <DateText iso={ISO} style="moment" />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('time')?.textContent).toBe(formatDate(new Date(ISO), 'moment'));
  });

  it('says how long ago a time of the last day was, and the day of an older one', () => {
    const now = Date.parse(ISO);
    expect(formatDate(new Date(now - 2 * 3_600_000), 'relative', { now, locale: 'en-US' })).toBe('2 hr. ago');
    expect(formatDate(new Date(now - 5 * 60_000), 'relative', { now, locale: 'en-US' })).toBe('5 min. ago');
    expect(formatDate(new Date(now - 3 * 86_400_000), 'relative', { now, locale: 'en-US', utc: true })).toBe(
      'Mar 1, 2026',
    );
  });

  it('is the only place in the client that formats a date', () => {
    const root = join(__dirname, '../..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(root);
    const formatting =
      /DateTimeFormat|RelativeTimeFormat|toLocaleDateString|toLocaleTimeString|toLocaleString\((?!'en-US'\))|function LocalDate/;
    const offenders = files
      .filter((file) => !file.endsWith(join('components', 'ui', 'date.tsx')))
      .filter((file) => formatting.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The ASVS self-assessment (docs/security/asvs.md) cannot rot: every file it cites exists, every row has a
// status, and its summary counts are the rows' own.

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAP = 'docs/security/asvs.md';
const text = readFileSync(path.join(ROOT, MAP), 'utf8');

/** Backticked paths to files or folders of this repository: they have a folder and end in a name. */
const cited = [...text.matchAll(/`([^`\s]+)`/g)]
  .map((match) => match[1] ?? '')
  .filter((value) => /^(src|tests|docs|scripts|drizzle)\/[\w./-]+$/.test(value));

interface Row {
  id: string;
  status: 'met' | 'not met' | 'n/a';
  tested: boolean;
}

const rows: Row[] = text
  .split('\n')
  .map((line) => /^\| (\d+\.\d+\.\d+) \|[^|]+\| ([^|]+) \| ([^|]*) \|$/.exec(line))
  .filter((match): match is RegExpExecArray => match !== null)
  .map(([, id = '', status = '', checked = '']) => ({
    id,
    status: status.startsWith('not met') ? 'not met' : status.startsWith('n/a') ? 'n/a' : 'met',
    tested: /`[^`]+\.(test|spec)\.tsx?`/.test(checked),
  }));

describe('the ASVS map', () => {
  it('cites only files that exist', () => {
    expect(cited.length).toBeGreaterThan(40);
    const missing = cited.filter((file) => !existsSync(path.join(ROOT, file.replace(/\/$/, ''))));
    expect(missing).toEqual([]);
  });

  it('has one row per requirement, each met, not met or n/a by its own words', () => {
    expect(rows.length).toBeGreaterThanOrEqual(70);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const line of text.split('\n').filter((each) => /^\| \d+\.\d+\.\d+ \|/.test(each)))
      expect(line, line.slice(0, 40)).toMatch(/\| (met|not met|n\/a)\b[^|]*\| [^|]*\|$/);
  });

  it('states the counts its rows give, and automates at least 90 % of what applies', () => {
    const applicable = rows.filter((row) => row.status !== 'n/a');
    const automated = applicable.filter((row) => row.tested);
    const share = ((100 * automated.length) / applicable.length).toFixed(1);
    const count = (status: Row['status']) => rows.filter((row) => row.status === status).length;
    const summary = `| **all four** | **${rows.length}** | **${count('met')}** | **${count('not met')}** | **${count('n/a')}** | **${automated.length} of ${applicable.length} = ${share} %** |`;
    expect(text).toContain(summary);
    expect(automated.length / applicable.length).toBeGreaterThanOrEqual(0.9);
    const met = rows.filter((row) => row.status === 'met');
    expect(text.replaceAll('\n', ' ')).toContain(
      `it is ${met.filter((row) => row.tested).length} of the ${met.length} met rows; ${count('not met')} applicable rows are not met.`,
    );
    for (const chapter of ['6', '7', '8', '16']) {
      const own = rows.filter((row) => row.id.split('.')[0] === chapter);
      const applies = own.filter((row) => row.status !== 'n/a');
      const line = new RegExp(
        `^\\| V${chapter} [^|]+\\| ${own.length} \\| ${own.filter((row) => row.status === 'met').length} \\| ${own.filter((row) => row.status === 'not met').length} \\| ${own.length - applies.length} \\| ${applies.filter((row) => row.tested).length} of ${applies.length} \\|$`,
        'm',
      );
      expect(text, `V${chapter}`).toMatch(line);
    }
  });
});

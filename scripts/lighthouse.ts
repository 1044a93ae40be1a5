// `npm run lighthouse`: Lighthouse (mobile, its default, and desktop) on the home page, the article list and an
// article page, against the built server with the demo content, in the distro Chromium. Prints one table and
// keeps each report's JSON in .lighthouse/. Numbers, not pass/fail: scores move a little between runs, so
// LIGHTHOUSE_RUNS=5 runs each page and preset five times and keeps the run with the median performance score.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, pagesOf, ROOT, startBuiltServer } from './lib/built-server';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4560);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PRESETS: { name: 'mobile' | 'desktop'; config: Config | undefined }[] = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

interface Row {
  page: string;
  preset: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Audits that did not pass, by category, with their score: what to look at next. */
  failing: { category: string; id: string; title: string; score: number | null; displayValue?: string }[];
  report: string;
}

const outDir = path.join(ROOT, '.lighthouse');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/**
 * One Lighthouse run in a Chromium of its own (as the Lighthouse CLI does), with a fresh profile and cache.
 * A run that fails (now and then the trace is not recorded, NO_NAVSTART, or a busy machine makes the load
 * fail, CHROME_INTERSTITIAL_ERROR) is tried up to twice more.
 */
async function audit(url: string, config: Config | undefined, attempt = 1): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt >= 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.warn(`${url}: ${result.lhr.runtimeError.code}, running it again`);
  } finally {
    chrome.kill();
  }
  return audit(url, config, attempt + 1);
}

const rows: Row[] = [];
{
  const server = await startBuiltServer(PORT);
  try {
    for (const page of pagesOf(server)) {
      for (const preset of PRESETS) {
        const results: Result[] = [];
        for (let run = 0; run < RUNS; run++)
          results.push(await audit(`${server.base}${page.path}`, preset.config));
        results.sort(
          (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
        );
        const result = results[Math.floor(results.length / 2)] as (typeof results)[number];
        const { lhr } = result;
        const file = path.join(outDir, `${page.name}-${preset.name}.json`);
        writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
        const failing: Row['failing'] = [];
        for (const category of CATEGORIES) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
            failing.push({
              category,
              id: audit.id,
              title: audit.title,
              score: audit.score,
              ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
            });
          }
        }
        rows.push({
          page: page.name,
          preset: preset.name,
          scores: Object.fromEntries(
            CATEGORIES.map((category) => {
              const score = lhr.categories[category]?.score;
              return [category, typeof score === 'number' ? Math.round(score * 100) : null];
            }),
          ) as Row['scores'],
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          failing,
          report: path.relative(ROOT, file),
        });
      }
    }
  } finally {
    await server.stop();
  }
}

const header = ['page', 'preset', 'perf', 'a11y', 'best-pr', 'SEO', 'LCP ms', 'TBT ms', 'CLS'];
const table = rows.map((row) => [
  row.page,
  row.preset,
  ...CATEGORIES.map((category) => String(row.scores[category] ?? '–')),
  row.lcpMs === null ? '–' : String(Math.round(row.lcpMs)),
  row.tbtMs === null ? '–' : String(Math.round(row.tbtMs)),
  row.cls === null ? '–' : row.cls.toFixed(3),
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, column) =>
      column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    )
    .join('  ');
console.log(line(header));
for (const cells of table) console.log(line(cells));
const failing = rows.flatMap((row) =>
  row.failing.map(
    (audit) =>
      `${row.page}/${row.preset}  ${audit.category}: ${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}`,
  ),
);
if (failing.length > 0) console.log(`\nAudits below 0.9:\n  ${failing.join('\n  ')}`);
writeFileSync(
  path.join(outDir, 'summary.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
);
console.log(
  `\nreports: ${path.relative(ROOT, outDir)}/ (one JSON report per page and preset, and summary.json)`,
);

// `npm run budget`: the JavaScript and CSS a reader's browser downloads for the home page, the article list and
// an article page, measured in Chromium against the built server with the demo content. Every JS and CSS
// response is recorded — the entry, its preloads, the route chunks loaded while hydrating and anything loaded
// as the reader scrolls to the bottom — and its body is gzipped here at level 9, so the numbers do not depend
// on the server's compression settings. Fails when the home page's JavaScript is over budget
// (docs/decisions/0009-page-budgets.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import {
  type BuiltServer,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  pagesOf,
  ROOT,
  startBuiltServer,
} from './lib/built-server';

const PORT = Number(process.env.BUDGET_PORT ?? 4550);
/** kB here are 1000 bytes, as in Vite's build output. */
const HOME_JS_BUDGET_KB = Number(process.env.BUDGET_HOME_JS_KB ?? 150);
const QUIET_MS = 1000;

interface Asset {
  url: string;
  type: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
}

interface PageReport {
  name: string;
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsBytes: number;
  cssBytes: number;
  files: number;
  assets: Asset[];
}

function assetType(response: Response): Asset['type'] | null {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || contentType.includes('javascript')) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  return null;
}

/** Resolves once no JS or CSS request has started or finished for QUIET_MS. */
async function settle(page: Page, pending: () => number, lastActivity: () => number) {
  for (;;) {
    await page.waitForTimeout(200);
    if (pending() === 0 && Date.now() - lastActivity() >= QUIET_MS) return;
  }
}

async function measure(server: BuiltServer, browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const reports: PageReport[] = [];
  for (const target of pagesOf(server)) {
    // A fresh context per page: an empty cache, as for a first visit.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const assets = new Map<string, Promise<Asset | null>>();
    let pending = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      lastActivity = Date.now();
    });
    page.on('response', (response) => {
      const type = assetType(response);
      if (!type || assets.has(response.url())) return;
      if (!response.url().startsWith(server.base)) return;
      pending += 1;
      lastActivity = Date.now();
      assets.set(
        response.url(),
        response
          .body()
          .then((body) => ({
            url: response.url().slice(server.base.length),
            type,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }))
          .finally(() => {
            pending -= 1;
            lastActivity = Date.now();
          }),
      );
    });
    const response = await page.goto(`${server.base}${target.path}`, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${target.path} answered ${response?.status()}`);
    // Hydrated: the navbar's menu button is disabled in the server's HTML and enabled by React.
    await page
      .waitForSelector('nav[aria-label="Main"] button[aria-controls]:not([disabled])', {
        state: 'attached',
        timeout: 30_000,
      })
      .catch(() => {
        throw new Error(`${target.path} did not hydrate: the navbar's menu button stayed disabled`);
      });
    await settle(
      page,
      () => pending,
      () => lastActivity,
    );
    // Whatever loads as the reader scrolls (sections that load their code when they come into view) counts.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      window.scrollTo(0, document.body.scrollHeight);
    });
    await settle(
      page,
      () => pending,
      () => lastActivity,
    );
    const list = (await Promise.all(assets.values())).filter((asset): asset is Asset => asset !== null);
    await context.close();
    if (problems.length > 0) throw new Error(`${target.path}:\n  ${problems.join('\n  ')}`);
    list.sort((a, b) => a.type.localeCompare(b.type) || b.gzipBytes - a.gzipBytes);
    const sum = (type: Asset['type'], key: 'bytes' | 'gzipBytes') =>
      list.filter((asset) => asset.type === type).reduce((total, asset) => total + asset[key], 0);
    reports.push({
      name: target.name,
      path: target.path,
      jsGzipBytes: sum('js', 'gzipBytes'),
      cssGzipBytes: sum('css', 'gzipBytes'),
      jsBytes: sum('js', 'bytes'),
      cssBytes: sum('css', 'bytes'),
      files: list.length,
      assets: list,
    });
  }
  return reports;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function printReport(reports: PageReport[]) {
  const rows = reports.map((report) => [
    report.name,
    kb(report.jsGzipBytes),
    kb(report.cssGzipBytes),
    String(report.files),
    kb(report.jsBytes),
    kb(report.cssBytes),
  ]);
  const header = ['page', 'JS gz kB', 'CSS gz kB', 'files', 'JS raw kB', 'CSS raw kB'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (process.argv.includes('--files')) {
    for (const report of reports) {
      console.log(`\n${report.name} (${report.path})`);
      for (const asset of report.assets)
        console.log(`  ${asset.type.padEnd(3)} ${kb(asset.gzipBytes).padStart(7)} kB gz  ${asset.url}`);
    }
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let reports: PageReport[];
try {
  const server = await startBuiltServer(PORT);
  try {
    reports = await measure(server, browser);
  } finally {
    await server.stop();
  }
} finally {
  await browser.close();
}

printReport(reports);
const home = reports.find((report) => report.name === 'home');
const budgetBytes = HOME_JS_BUDGET_KB * 1000;
const withinBudget = home !== undefined && home.jsGzipBytes <= budgetBytes;
const outDir = path.join(ROOT, '.budget');
mkdirSync(outDir, { recursive: true });
const outFile = path.join(outDir, 'report.json');
writeFileSync(
  outFile,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      sizes: 'bytes; gzipBytes are each response body gzipped at level 9 by this script',
      budget: { page: 'home', jsGzipBytes: budgetBytes, withinBudget },
      pages: reports,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nreport: ${path.relative(ROOT, outFile)} (per-file list: npm run budget -- --files)`);
if (!withinBudget) {
  console.error(
    `home page JavaScript is ${kb(home?.jsGzipBytes ?? 0)} kB gzipped, over the ${HOME_JS_BUDGET_KB} kB budget`,
  );
  process.exit(1);
}
console.log(
  `home page JavaScript ${kb(home.jsGzipBytes)} kB gzipped, within the ${HOME_JS_BUDGET_KB} kB budget`,
);

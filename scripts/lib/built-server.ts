// Starts the built server (dist/server/server.js) on a fresh temporary data directory with the demo content,
// for the page-budget and Lighthouse scripts. Builds first when the sources changed since the last build.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The flags every script here (and the end-to-end suite) gives the distro Chromium. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BuiltServer {
  base: string;
  /** A free (non-premium) approved article, so its page shows the whole body to a visitor. */
  freeArticleId: string;
  stop(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForReady(base: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await wait(200);
  }
  throw new Error(`${base}/readyz did not answer within ${timeoutMs / 1000} s`);
}

export async function startBuiltServer(port: number): Promise<BuiltServer> {
  execFileSync(process.execPath, ['scripts/build-stamp.mjs', 'ensure'], { cwd: ROOT, stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  // Another server on the port would answer /readyz for ours, and its pages would be measured instead.
  const taken = await fetch(`${base}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use; choose another (BUDGET_PORT, LIGHTHOUSE_PORT)`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'broadsheet-pages-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'server', 'server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      AUTH_SECRET: 'page-budget-secret-that-is-long-enough-0123',
      // What is measured is the pages, not the machine: a lagging event loop on a busy machine must not
      // turn the demo content's answers into 503s.
      SHED_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(base, child);
    const recent = (await (await fetch(`${base}/api/recent-articles?limit=50`)).json()) as {
      _id: string;
      isPremium: string;
    }[];
    const free = recent.find((article) => article.isPremium !== 'Premium');
    if (!free) throw new Error('the demo content has no free article');
    return { base, freeArticleId: free._id, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The three pages the budgets and Lighthouse look at. */
export function pagesOf(server: BuiltServer) {
  return [
    { name: 'home', path: '/' },
    { name: 'allArticles', path: '/allArticles' },
    { name: 'articleDetails', path: `/articlesDetails/${server.freeArticleId}` },
  ];
}

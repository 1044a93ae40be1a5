// `npm run bench`: the server against a large generated data set, driven from this (second) process with
// autocannon, beside a bare Fastify hello-world as the ceiling. Prints one JSON document and a table.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Not a test: numbers, not pass/fail.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { COMMON_WORD, generateBenchData, RARE_WORD } from './generate';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BENCH_DIR = path.join(ROOT, '.bench');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
/** The heap `npm start` gives the server (package.json): a small young generation, a bounded old one. */
const SERVER_FLAGS = ['--max-old-space-size=128', '--max-semi-space-size=2'];
const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const PASSWORD = 'Bench#2026pw';

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'PATCH';
  as?: 'reader' | 'subscriber';
  /** Every request comes from another visitor (its own user agent), so each one is a real write. */
  distinctVisitors?: boolean;
  /** Issue 7's least ratio to the ceiling, where it sets one. */
  goal?: number;
}

/** Issue 7's other budgets: p99 on every read, page 500 against page 1, server memory. */
const P99_BUDGET_MS = 25;
const RSS_BUDGET_MB = 150;

interface Result {
  database: string;
  goal: number | null;
  meetsGoal: boolean | null;
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ratioToCeiling: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startProcess(command: string[], env: Record<string, string>): ChildProcess {
  const [bin, ...args] = command;
  return spawn(bin as string, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForUrl(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await wait(250);
  }
  throw new Error(`${url} did not answer`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

let visitorNumber = 0;

async function load(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    duration?: number;
    distinctVisitors?: boolean;
  },
) {
  const result = await autocannon({
    url,
    method: (options.method ?? 'GET') as 'GET',
    headers: options.headers,
    connections: CONNECTIONS,
    duration: options.duration ?? DURATION,
    ...(options.distinctVisitors
      ? {
          requests: [
            {
              setupRequest: (request) => {
                visitorNumber += 1;
                return {
                  ...request,
                  headers: { ...request.headers, 'user-agent': `bench-visitor-${visitorNumber}` },
                };
              },
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function signUpOrIn(base: string, email: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: base };
  await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: email.split('@')[0] }),
  });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const jwt = await fetch(`${base}/api/jwt`, { method: 'POST', headers: { cookie } });
  return ((await jwt.json()) as { token: string }).token;
}

async function prepareDatabase(kind: 'pglite' | 'postgres', url: string | undefined, dataDir: string) {
  const marker = path.join(dataDir, `bench-data-${kind}-${ARTICLES}.done`);
  if (existsSync(marker) && kind === 'pglite') return;
  const database = await openDatabase({ url, dataDir });
  await database.migrate();
  const [row] = (
    (await database.db.execute(sql`select count(*)::int as n from articles`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  if ((row?.n ?? 0) < ARTICLES) {
    process.stderr.write(`generating ${ARTICLES} articles and ${USERS} users on ${kind}…\n`);
    const started = Date.now();
    await generateBenchData(database, { articles: ARTICLES, users: USERS });
    process.stderr.write(`  done in ${Math.round((Date.now() - started) / 1000)} s\n`);
  }
  await database.close();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(marker, new Date().toISOString());
}

async function grantPremium(url: string | undefined, dataDir: string, email: string) {
  const database = await openDatabase({ url, dataDir });
  await database.db.execute(
    sql`update "user" set premium_until = now() + interval '365 days' where email = ${email}`,
  );
  await database.close();
}

async function benchDatabase(
  kind: 'pglite' | 'postgres',
  url: string | undefined,
  ceiling: number,
): Promise<{ database: string; results: Result[]; rssMaxMb: number }> {
  const dataDir = path.join(BENCH_DIR, kind);
  await prepareDatabase(kind, url, dataDir);
  const port = kind === 'pglite' ? 4710 : 4720;
  const base = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AUTH_SECRET: SECRET,
    SEED_DEMO: 'false',
    SIGNIN_LIMIT_PER_ADDRESS: '100000',
    SIGNIN_LIMIT_PER_ACCOUNT: '100000',
    // All bench visitors share one address; the limit would otherwise answer most writes with 429.
    VIEW_COUNT_LIMIT_PER_MINUTE: '10000000',
    ...(url ? { DATABASE_URL: url } : {}),
  };
  // First start: make the two bench accounts; the subscriber gets premium while the server is down.
  let server = startProcess(['node', ...SERVER_FLAGS, 'dist/server/server.js'], env);
  await waitForUrl(`${base}/readyz`);
  await signUpOrIn(base, 'bench.reader@bench.test');
  await signUpOrIn(base, 'bench.subscriber@bench.test');
  await stopProcess(server);
  await grantPremium(url, dataDir, 'bench.subscriber@bench.test');

  server = startProcess(['node', ...SERVER_FLAGS, 'dist/server/server.js'], env);
  await waitForUrl(`${base}/readyz`);
  const tokens = {
    reader: await signUpOrIn(base, 'bench.reader@bench.test'),
    subscriber: await signUpOrIn(base, 'bench.subscriber@bench.test'),
  };
  const recent = (await (await fetch(`${base}/api/recent-articles?limit=50`)).json()) as {
    _id: string;
    isPremium: string;
  }[];
  const free = recent.find((a) => a.isPremium !== 'Premium')?._id;
  const premium = recent.find((a) => a.isPremium === 'Premium')?._id;
  const targets: Target[] = [
    { name: 'home page HTML (visitor)', path: '/', goal: 0.25 },
    { name: 'article page HTML (visitor)', path: `/articlesDetails/${free}`, goal: 0.2 },
    { name: 'recent articles API', path: '/api/recent-articles', goal: 0.3 },
    { name: 'all articles page 1', path: '/api/recent-articles?page=1&limit=20', goal: 0.3 },
    { name: 'all articles page 500', path: '/api/recent-articles?page=500&limit=20', goal: 0.3 },
    {
      name: 'filtered list (tag + publisher)',
      path: `/api/recent-articles?tag=sports&publisher=${encodeURIComponent('The Guardian')}`,
      goal: 0.3,
    },
    {
      name: `search, common word (${COMMON_WORD})`,
      path: `/api/searchArticles?search=${COMMON_WORD}`,
      goal: 0.3,
    },
    { name: `search, rare word (${RARE_WORD})`, path: `/api/searchArticles?search=${RARE_WORD}`, goal: 0.3 },
    { name: 'article details (signed in)', path: `/api/articles/${free}`, as: 'reader', goal: 0.2 },
    { name: 'premium article (subscriber)', path: `/api/articles/${premium}`, as: 'subscriber', goal: 0.2 },
    { name: 'view-count write', path: `/api/viewCount/${free}`, method: 'PATCH', distinctVisitors: true },
  ];
  const results: Result[] = [];
  let rssMaxMb = 0;
  for (const target of targets) {
    // Asked the way a browser asks: compressed answers accepted.
    const headers: Record<string, string> = {
      'accept-encoding': 'gzip, deflate, br',
      ...(target.as ? { authorization: `Bearer ${tokens[target.as]}` } : {}),
    };
    const options = { method: target.method, headers, distinctVisitors: target.distinctVisitors };
    await load(`${base}${target.path}`, { ...options, duration: 2 }); // warm-up
    const sampler = setInterval(() => {
      rssMaxMb = Math.max(rssMaxMb, rssMb(server.pid));
    }, 200);
    const measured = await load(`${base}${target.path}`, options);
    clearInterval(sampler);
    const ratioToCeiling = Number((measured.requestsPerSecond / ceiling).toFixed(4));
    results.push({
      database: kind,
      name: target.name,
      path: target.path,
      ...measured,
      ratioToCeiling,
      goal: target.goal ?? null,
      meetsGoal:
        target.goal === undefined
          ? null
          : ratioToCeiling >= target.goal &&
            measured.p99 < P99_BUDGET_MS &&
            measured.errors + measured.non2xx === 0,
    });
    process.stderr.write(
      `  ${kind} ${target.name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99} ms\n`,
    );
  }
  await stopProcess(server);
  return { database: kind, results, rssMaxMb: Math.round(rssMaxMb) };
}

async function main() {
  mkdirSync(BENCH_DIR, { recursive: true });
  execSync('node scripts/build-stamp.mjs ensure', { cwd: ROOT, stdio: 'inherit' });

  const hello = startProcess(['node', 'scripts/bench/hello.mjs'], { PORT: '4799' });
  await waitForUrl('http://127.0.0.1:4799/');
  await load('http://127.0.0.1:4799/', { duration: 2 });
  const ceiling = await load('http://127.0.0.1:4799/', {});
  await stopProcess(hello);
  process.stderr.write(`ceiling (Fastify hello-world): ${ceiling.requestsPerSecond} req/s\n`);

  const benchUrl = process.env.BENCH_DATABASE_URL;
  // BENCH_DATABASES=postgres (or pglite) runs one of the two; both by default when a URL is given.
  const databases = (process.env.BENCH_DATABASES ?? (benchUrl ? 'pglite,postgres' : 'pglite')).split(',');
  if (databases.includes('postgres') && !benchUrl) throw new Error('BENCH_DATABASE_URL is not set');
  const runs: Awaited<ReturnType<typeof benchDatabase>>[] = [];
  if (databases.includes('pglite'))
    runs.push(await benchDatabase('pglite', undefined, ceiling.requestsPerSecond));
  if (benchUrl && databases.includes('postgres')) {
    const admin = new pg.Client({ connectionString: benchUrl });
    await admin.connect();
    const url = new URL(benchUrl);
    const name = 'broadsheet_bench';
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    url.pathname = `/${name}`;
    runs.push(await benchDatabase('postgres', url.toString(), ceiling.requestsPerSecond));
  }

  const budgets = runs.map((run) => {
    const page = (name: string) => run.results.find((r) => r.name === name)?.requestsPerSecond ?? 0;
    const first = page('all articles page 1');
    return {
      database: run.database,
      page500WithinTenPercentOfPage1: first > 0 && page('all articles page 500') >= first * 0.9,
      rssWithinBudget: run.rssMaxMb <= RSS_BUDGET_MB,
    };
  });
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    settings: { durationSeconds: DURATION, connections: CONNECTIONS, articles: ARTICLES, users: USERS },
    ceiling: { name: 'Fastify hello-world', ...ceiling },
    serverRssMaxMb: Object.fromEntries(runs.map((run) => [run.database, run.rssMaxMb])),
    results: runs.flatMap((run) => run.results),
    budgets,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n\n`);
  const verdict = (ok: boolean | null) => (ok === null ? '    ' : ok ? 'yes ' : 'NO  ');
  const rows = report.results.map(
    (r) =>
      `| ${r.database.padEnd(8)} | ${r.name.padEnd(34)} | ${String(r.requestsPerSecond).padStart(7)} | ${String(r.p50).padStart(5)} | ${String(r.p99).padStart(5)} | ${String(r.errors + r.non2xx).padStart(6)} | ${r.ratioToCeiling.toFixed(4)} | ${(r.goal === null ? '' : `≥${r.goal}`).padEnd(5)} | ${verdict(r.meetsGoal)} |`,
  );
  process.stdout.write(
    [
      `ceiling: ${ceiling.requestsPerSecond} req/s, p99 ${ceiling.p99} ms (Fastify hello-world, ${CONNECTIONS} connections, ${DURATION} s)`,
      `| database | target                             |   req/s |   p50 |   p99 | errors | ratio  | goal  | met (ratio, p99 < ${P99_BUDGET_MS} ms) |`,
      '|----------|------------------------------------|---------|-------|-------|--------|--------|-------|------|',
      ...rows,
      `server RSS max: ${JSON.stringify(report.serverRssMaxMb)} MB (budget ${RSS_BUDGET_MB} MB)`,
      ...budgets.map(
        (b) =>
          `${b.database}: page 500 within 10 % of page 1: ${b.page500WithinTenPercentOfPage1 ? 'yes' : 'NO'}; RSS within budget: ${b.rssWithinBudget ? 'yes' : 'NO'}`,
      ),
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(BENCH_DIR, 'last-report.json'), JSON.stringify(report, null, 2));
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

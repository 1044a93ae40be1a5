// What every bench run shares: the settings, the data set, starting and stopping the built server the way
// `npm start` does, signing readers in, its memory, and the hello-world ceiling.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { convertPlainBodies } from '../../src/server/modules/articles/article-bodies';
import {
  approvedArticleIds,
  approvedAuthorIds,
  benchReaderEmail,
  generateBenchData,
  prepareBenchReaders,
} from './generate';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_DIR = path.join(ROOT, '.bench');
const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const PASSWORD = 'Bench#2026pw';
const HELLO_PORT = 4799;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Settings {
  durationSeconds: number;
  connections: number;
  articles: number;
  users: number;
}

/** BENCH_DURATION, BENCH_CONNECTIONS, BENCH_ARTICLES and BENCH_USERS, over each run's own defaults. */
export function readSettings(defaults: { durationSeconds: number; connections: number }): Settings {
  const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  return {
    durationSeconds: number('BENCH_DURATION', defaults.durationSeconds),
    connections: number('BENCH_CONNECTIONS', defaults.connections),
    articles: number('BENCH_ARTICLES', 100_000),
    users: number('BENCH_USERS', 10_000),
  };
}

export function machine() {
  return { cpus: os.cpus().length, node: process.version };
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startProcess(command: string[], env: Record<string, string>): ChildProcess {
  const [bin, ...args] = command;
  return spawn(bin as string, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(child))
      throw new Error(`the process for ${url} ended (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await wait(250);
  }
  throw new Error(`${url} did not answer`);
}

export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function stopProcess(child: ChildProcess) {
  if (!isRunning(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Builds dist/ when the sources changed since the last build. */
export function ensureBuild() {
  mkdirSync(BENCH_DIR, { recursive: true });
  execSync('node scripts/build-stamp.mjs ensure', { cwd: ROOT, stdio: 'inherit' });
}

/** The node flags and entry of package.json's `start` script, so the bench measures what ships. */
function serverCommand(): string[] {
  const script: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
  const words = (script.split('&&').at(-1) ?? '').trim().split(/\s+/);
  if (words[0] !== 'node') throw new Error(`cannot read the server's command from "start": ${script}`);
  return [process.execPath, ...words.slice(1)];
}

/** The process and every process below it (a cluster's workers, say). */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    try {
      for (const task of readdirSync(`/proc/${tree[i]}/task`)) {
        const children = readFileSync(`/proc/${tree[i]}/task/${task}/children`, 'utf8').trim();
        if (children) tree.push(...children.split(/\s+/).map(Number));
      }
    } catch {} // It ended while we looked.
  }
  return tree;
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Samples the server's memory (its whole process tree) every 200 ms: the peak RSS, and how many of its
 * processes ended while it ran (a crashed worker that was replaced).
 */
export function sampleServer(child: ChildProcess) {
  let peakMb = 0;
  const seen = new Set<number>();
  const sample = () => {
    if (!child.pid || !isRunning(child)) return;
    const tree = processTree(child.pid);
    for (const pid of tree) seen.add(pid);
    peakMb = Math.max(
      peakMb,
      tree.reduce((sum, pid) => sum + rssMb(pid), 0),
    );
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    stop() {
      clearInterval(timer);
      const alive = child.pid && isRunning(child) ? new Set(processTree(child.pid)) : new Set();
      return {
        rssPeakMb: Math.round(peakMb),
        processesLost: [...seen].filter((pid) => !alive.has(pid)).length,
      };
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One URL (or one request shape per connection) with autocannon. */
export async function load(
  url: string,
  options: Partial<autocannon.Options> & { connections: number; duration: number },
): Promise<LoadResult> {
  const result = await autocannon({ url, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A bare Fastify hello-world on this machine, at the same connections: what the server is compared to. */
export async function measureCeiling(connections: number, duration: number) {
  const base = `http://127.0.0.1:${HELLO_PORT}/`;
  const hello = startProcess(['node', 'scripts/bench/hello.mjs'], { PORT: String(HELLO_PORT) });
  try {
    await waitForUrl(base, hello);
    await load(base, { connections, duration: 2 });
    const ceiling = await load(base, { connections, duration });
    process.stderr.write(`ceiling (Fastify hello-world): ${ceiling.requestsPerSecond} req/s\n`);
    return ceiling;
  } finally {
    await stopProcess(hello);
  }
}

/**
 * The databases to run on: PGlite by default; PostgreSQL too when BENCH_DATABASE_URL is set (in a database
 * of its own, `broadsheet_bench`); BENCH_DATABASES=postgres (or pglite) picks one.
 */
export async function benchDatabases(
  settings: Settings,
): Promise<{ kind: DatabaseKind; url: string | undefined }[]> {
  const benchUrl = process.env.BENCH_DATABASE_URL;
  const wanted = (process.env.BENCH_DATABASES ?? (benchUrl ? 'pglite,postgres' : 'pglite')).split(',');
  const databases: { kind: DatabaseKind; url: string | undefined }[] = [];
  if (wanted.includes('pglite')) databases.push({ kind: 'pglite', url: undefined });
  if (wanted.includes('postgres')) {
    if (!benchUrl) throw new Error('BENCH_DATABASE_URL is not set');
    const admin = new pg.Client({ connectionString: benchUrl });
    await admin.connect();
    const name = `broadsheet_bench${sizeSuffix(settings)}`;
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(benchUrl);
    url.pathname = `/${name}`;
    databases.push({ kind: 'postgres', url: url.toString() });
  }
  return databases;
}

/** Another size of data set gets a place of its own, so a small smoke run leaves the full one as it is. */
const sizeSuffix = ({ articles, users }: Settings) =>
  articles === 100_000 && users === 10_000 ? '' : `_${articles}x${users}`;
const dataDirOf = (kind: DatabaseKind, settings: Settings) =>
  path.join(BENCH_DIR, `${kind}${sizeSuffix(settings)}`);

/**
 * Generates the data set once (kept in .bench/), lets the generated readers sign in, and returns every
 * approved article's id. Runs while no server is up: PGlite's files belong to one process.
 */
export async function prepareDatabase(kind: DatabaseKind, url: string | undefined, settings: Settings) {
  const database = await openDatabase({ url, dataDir: dataDirOf(kind, settings) });
  try {
    await database.migrate();
    const count = (await database.db.execute(sql`select count(*)::int as n from articles`)) as unknown as {
      rows: { n: number }[];
    };
    if ((count.rows[0]?.n ?? 0) < settings.articles) {
      process.stderr.write(
        `generating ${settings.articles} articles and ${settings.users} users on ${kind}…\n`,
      );
      const started = Date.now();
      await generateBenchData(database, { articles: settings.articles, users: settings.users });
      process.stderr.write(`  done in ${Math.round((Date.now() - started) / 1000)} s\n`);
    }
    // The server converts plain bodies to documents before it listens; 100,000 of them take minutes, so
    // they are converted here, once, rather than inside the wait for the server to answer.
    const converting = Date.now();
    const converted = await convertPlainBodies(database.db);
    if (converted > 0)
      process.stderr.write(
        `  converted ${converted} plain bodies in ${Math.round((Date.now() - converting) / 1000)} s\n`,
      );
    await prepareBenchReaders(database, await hashPassword(PASSWORD));
    const authorIds = await approvedAuthorIds(database);
    if (authorIds.length === 0)
      throw new Error(
        `no generated author has a UUID id in ${url ? 'the bench database' : dataDirOf(kind, settings)}: the data set predates them; remove it to generate it again`,
      );
    return { approvedIds: await approvedArticleIds(database), authorIds };
  } finally {
    await database.close();
  }
}

export interface Server {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

/** Starts the built server on the bench data, as `npm start` runs it; `env` adds to its settings. */
export async function startServer(
  kind: DatabaseKind,
  url: string | undefined,
  settings: Settings,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = kind === 'pglite' ? 4710 : 4720;
  const base = `http://127.0.0.1:${port}`;
  const child = startProcess(serverCommand(), {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDirOf(kind, settings),
    AUTH_SECRET: SECRET,
    SEED_DEMO: 'false',
    // Every bench request comes from one address; these limits would otherwise answer its writes with 429.
    SIGNIN_LIMIT_PER_ADDRESS: '100000',
    SIGNIN_LIMIT_PER_ACCOUNT: '100000',
    VIEW_COUNT_LIMIT_PER_MINUTE: '10000000',
    // Signed-in bench readers each come from an address of their own (X-Forwarded-For, see mix.ts), as
    // real readers do, so the per-address ceiling of limited routes sees them apart.
    TRUST_PROXY: '127.0.0.1',
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  try {
    await waitForUrl(`${base}/readyz`, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { child, base, stop: () => stopProcess(child) };
}

export interface Session {
  /** The session cookie, as a browser sends it with a page request. */
  cookie: string;
  /** The API's bearer token, from POST /api/jwt. */
  token: string;
}

/** A sign-in body for generated reader `n`. */
export const signInBody = (n: number) => JSON.stringify({ email: benchReaderEmail(n), password: PASSWORD });

/** Signs generated reader `n` in through the real endpoints, as the browser does. */
async function signIn(base: string, n: number): Promise<Session> {
  const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: signInBody(n),
  });
  if (!signedIn.ok)
    throw new Error(`sign-in of reader ${n} failed: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const jwt = await fetch(`${base}/api/jwt`, { method: 'POST', headers: { cookie, origin: base } });
  if (!jwt.ok) throw new Error(`token exchange of reader ${n} failed: ${jwt.status} ${await jwt.text()}`);
  return { cookie, token: ((await jwt.json()) as { token: string }).token };
}

/** Readers 1…count signed in, a few at a time (each sign-in hashes a password on the server). */
export async function signInReaders(base: string, count: number): Promise<Session[]> {
  const sessions: Session[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      sessions[index] = await signIn(base, index + 1);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, count) }, worker));
  return sessions;
}

// `npm test`: builds if needed, runs unit + API tests (Vitest) and the end-to-end suite (Playwright), on
// PGlite and — when TEST_DATABASE_URL is set — on PostgreSQL too, and the load tests (tests/load: a short
// soak and the supervisor) once, on PGlite. Ends with `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  const full = path.join(results, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : undefined;
}

if (run('node', ['scripts/build-stamp.mjs', 'ensure']) !== 0) process.exit(1);

let passed = 0;
let failed = 0;

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(results, 'vitest.json')}`,
]);
const vitest = readJson('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) failed += 1; // the runner itself failed

// The built server under load and under its supervisor (tests/load): once, on PGlite, about a minute.
const loadStatus = run('npx', [
  'vitest',
  'run',
  '--config',
  'tests/load/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(results, 'load.json')}`,
]);
const load = readJson('load.json');
if (load) {
  passed += load.numPassedTests;
  failed += load.numFailedTests;
}
if (loadStatus !== 0 && (!load || load.numFailedTests === 0)) failed += 1;

let e2eDatabase;
const env = {};
if (process.env.TEST_DATABASE_URL) {
  e2eDatabase = `broadsheet_e2e_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`create database ${e2eDatabase}`);
  await client.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${e2eDatabase}`;
  env.E2E_DATABASE_URL = url.toString();
}

const playwrightStatus = run('npx', ['playwright', 'test'], env);
const playwright = readJson('playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
if (playwrightStatus !== 0 && (!playwright || playwright.stats.unexpected === 0)) failed += 1;

if (e2eDatabase) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`drop database if exists ${e2eDatabase} with (force)`);
  await client.end();
}

const summary = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(results, 'summary.txt'), `${summary}\n`);
process.stdout.write(`\n${summary}\n`);
process.exit(failed > 0 ? 1 : 0);

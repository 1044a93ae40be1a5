// `npm run test:faults`: builds if needed, then the slow fault tests (tests/faults) — kill -9 mid-write on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Writes `.test-results/faults-summary.txt`
// (`N passed, N failed`), which .ci/run adds to the suite's own line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
const report = path.join(results, 'faults.json');
const summaryFile = path.join(results, 'faults-summary.txt');
mkdirSync(results, { recursive: true });
rmSync(report, { force: true });
rmSync(summaryFile, { force: true });

function run(command, args) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
}

let passed = 0;
let failed = 0;
if (run('node', ['scripts/build-stamp.mjs', 'ensure']) !== 0) {
  failed = 1;
} else {
  const status = run('npx', [
    'vitest',
    'run',
    '--config',
    'vitest.faults.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
    ...process.argv.slice(2),
  ]);
  const vitest = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
  }
  if (status !== 0 && (!vitest || vitest.numFailedTests === 0)) failed += 1; // the runner itself failed
}

const summary = `${passed} passed, ${failed} failed`;
writeFileSync(summaryFile, `${summary}\n`);
process.stdout.write(`\nfault tests: ${summary}\n`);
process.exit(failed > 0 ? 1 : 0);

// `npm run lint:api`: builds the app as the tests do, writes the OpenAPI document it serves at
// /api/docs/json to a temporary file and lints it with Redocly's recommended rules (.redocly.yaml).
// `npm run lint:api -- <file>` also keeps a copy of the document in <file>.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/client';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'broadsheet-openapi-'));
let status = 1;
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'lint-api-secret-that-is-long-enough-1234567890',
    PUBLIC_URL: 'https://news.broadsheet.test',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp(config, { database, clientDir: path.join(dataDir, 'no-client') });
  await app.ready();
  const served = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (served.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${served.statusCode}`);
  const file = path.join(dataDir, 'openapi.json');
  writeFileSync(file, `${JSON.stringify(served.json(), null, 2)}\n`);
  await app.close();
  const keep = process.argv[2];
  if (keep) copyFileSync(file, path.resolve(keep));

  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      file,
      '--config',
      path.join(root, '.redocly.yaml'),
      '--format',
      'stylish',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  status = result.status ?? 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);

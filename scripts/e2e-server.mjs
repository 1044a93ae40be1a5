// Starts the built server for the end-to-end suite on a fresh data directory with known admin credentials.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const name = process.argv[2] ?? 'pglite';
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data-test', `e2e-${name}`);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@broadsheet.test',
    ADMIN_PASSWORD: 'Admin#2026pass',
    AUTH_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));

// Builds only when the sources changed since the last build, so `npm start` is fast after the first run.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) {
      if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
      yield* files(path.join(entry, name));
    }
  } else yield entry;
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const file of files(input)) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

const mode = process.argv[2];
if (mode === 'write') {
  writeFileSync(stampFile, fingerprint());
} else if (mode === 'ensure') {
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (current !== fingerprint() || !existsSync(path.join(root, 'dist', 'server', 'server.js'))) {
    process.stdout.write('Building Broadsheet (first start or changed sources)…\n');
    execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  }
} else {
  process.stderr.write('usage: build-stamp.mjs write|ensure\n');
  process.exit(2);
}

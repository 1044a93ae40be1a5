import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found from this file whether it runs from src/ or from the bundle in dist/. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Broadsheet: cannot find the package root');
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot();
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'drizzle');
export const CLIENT_DIST_DIR = path.join(ROOT_DIR, 'dist', 'client');
export const RENDER_DIST_DIR = path.join(ROOT_DIR, 'dist', 'render');

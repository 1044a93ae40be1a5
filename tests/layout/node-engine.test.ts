import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; dev?: boolean; engines?: { node?: string } | string[] }>;
};

/**
 * The lowest Node the project says it runs on must satisfy every installed package's own engine range: a
 * package that needs a newer Node may use what this one lacks, and fail only on the path that calls it.
 */
describe('the declared Node engine and the installed tree', () => {
  const lowest = minVersion(manifest.engines.node)?.version;

  it('declares a lowest Node version', () => {
    expect(lowest).toMatch(/^20\./);
  });

  it('installs no package whose engine range excludes the lowest declared Node', () => {
    const refused = Object.entries(lock.packages)
      .filter(([name]) => name.startsWith('node_modules/'))
      .flatMap(([name, entry]) => {
        const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        if (!range || !lowest) return [];
        return satisfies(lowest, range, { includePrerelease: true })
          ? []
          : [`${name}@${entry.version} wants ${range}`];
      });
    expect(refused).toEqual([]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'broadsheet-lock-'));
  dirs.push(dir);
  return dir;
}

describe('the embedded database directory', () => {
  it('refuses a second process while the first holds it, with a message that says what to do', async () => {
    const dir = dataDir();
    // The parent of this test process is alive and is not us: it stands for another server.
    writeFileSync(path.join(dir, 'pglite.pid'), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `Another Broadsheet process (pid ${process.ppid}) is using the embedded database`,
    );
  });

  // Makes a new embedded database on disk twice (its initdb each time): about 5 s alone, and past the
  // default 30 s once on a two-core machine busy with the rest of the suite.
  it('takes over a directory left by a process that died, and gives it back on close', {
    timeout: 90_000,
  }, async () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'pglite.pid'), '2147483646');
    const database = await openDatabase({ dataDir: dir });
    await database.ping();
    await database.close();
    const again = await openDatabase({ dataDir: dir });
    await again.ping();
    await again.close();
  });
});

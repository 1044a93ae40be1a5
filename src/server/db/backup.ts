import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, openAsBlob, readdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from './client';

/**
 * Backups and restores (`npm run backup`, `npm run restore`; docs/deployment.md#backups). Images live in the
 * database, so one snapshot of it is the whole site.
 *
 * - PostgreSQL: `pg_dump` in its custom format, a consistent snapshot taken in one transaction while the
 *   site runs; restored with `pg_restore` into an empty database.
 * - PGlite: the data directory as a gzipped tar, taken between two statements (the database's own dump, under
 *   its query lock), so it is what a crash at that instant would leave, which the database recovers from
 *   on start as it does after kill -9. A running site holds the directory, so the snapshot is asked of it
 *   through a socket in DATA_DIR that only the directory's owner can open; with the site stopped, the
 *   script opens the directory itself. It is restored into an empty DATA_DIR.
 */

/** The running site's backup socket, beside the database's files. */
export const backupSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), 'backup.sock');

/** Answers each connection to the backup socket with one snapshot: its length (8 bytes), then its bytes. */
export async function serveBackups(
  dump: () => Promise<Blob>,
  dataDir: string,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  rmSync(socketPath, { force: true }); // left by a process that died; the directory's lock is ours
  const server = createServer((socket) => {
    socket.on('error', () => {});
    void (async () => {
      const snapshot = Buffer.from(await (await dump()).arrayBuffer());
      const length = Buffer.alloc(8);
      length.writeBigUInt64BE(BigInt(snapshot.length));
      socket.end(Buffer.concat([length, snapshot]));
    })().catch((error) => {
      onError(error);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The running site's snapshot, through its socket; null when no site answers there. */
async function askRunningSite(dataDir: string): Promise<Buffer | null> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return null;
  const chunks: Buffer[] = [];
  const answered = await new Promise<boolean>((resolve, reject) => {
    const socket = createConnection(socketPath);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(true));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(false) : reject(error),
    );
  });
  if (!answered) return null;
  const whole = Buffer.concat(chunks);
  const expected = whole.length >= 8 ? Number(whole.readBigUInt64BE(0)) : -1;
  if (expected !== whole.length - 8)
    throw new Error('the running site stopped in the middle of the snapshot');
  return whole.subarray(8);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} is not installed: install PostgreSQL's client programs (version 15 or later)`,
            )
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

export interface BackupTarget {
  /** postgres:// URL; without it, the embedded database in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** Writes a snapshot of the site's database to `file`; answers how it was taken. */
export async function backup(target: BackupTarget, file: string): Promise<string> {
  if (target.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${file}`,
      `--dbname=${target.databaseUrl}`,
    ]);
    return 'PostgreSQL, with pg_dump';
  }
  const fromSite = await askRunningSite(target.dataDir);
  if (fromSite) {
    await pipeline(Readable.from([fromSite]), createWriteStream(file));
    return 'the embedded database, from the running site';
  }
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    if (!database.dump) throw new Error('this database cannot be dumped');
    const snapshot = await database.dump();
    await pipeline(Readable.fromWeb(snapshot.stream() as never), createWriteStream(file));
  } finally {
    await database.close();
  }
  return 'the embedded database, with the site stopped';
}

/** Brings a snapshot back into an empty database or an empty DATA_DIR; refuses anything else. */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  if (target.databaseUrl) {
    const database = await openDatabase({ url: target.databaseUrl, dataDir: target.dataDir });
    try {
      const { rows } = await database.sql.executeSql(
        "select count(*)::int as tables from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      if (Number(rows[0]?.tables) > 0)
        throw new Error('the database in DATABASE_URL is not empty: restore into a new, empty database');
    } finally {
      await database.close();
    }
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.databaseUrl}`, file]);
    return;
  }
  const files = path.join(target.dataDir, 'pglite');
  if (existsSync(files) && readdirSync(files).length > 0)
    throw new Error(`${files} is not empty: restore into a new, empty DATA_DIR`);
  const database = await openDatabase({ dataDir: target.dataDir, snapshot: await openAsBlob(file) });
  try {
    await database.ping();
  } finally {
    await database.close();
  }
}

import cluster from 'node:cluster';
import { buildApp } from './app';
import { type Database, openDatabase } from './db/client';
import { ensureDemoContent } from './demo/bootstrap';
import { cannotStart, configOrExit, stopOnSignals } from './lib/start-up';
import { convertPlainBodies } from './modules/articles/article-bodies';
import { createBuiltRuntime, createViteRuntime } from './plugins/ssr';

const SHUTDOWN_GRACE_MS = 10_000;

const fail: (message: string) => never = (message) => cannotStart('Broadsheet', message);

async function main() {
  const config = configOrExit('Broadsheet');

  let database: Database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    await convertPlainBodies(database.db);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (config.databaseUrl) fail(`DATABASE_URL cannot be reached or migrated (${reason})`);
    fail(`the embedded database in DATA_DIR (${config.dataDir}) cannot be opened (${reason})`);
  }

  const dev = process.argv.includes('--dev');
  const app = await buildApp(config, {
    database,
    ssr: dev ? createViteRuntime : createBuiltRuntime,
  });
  // The embedded database's files are this process's: `npm run backup` asks it for a snapshot (db/backup.ts).
  const { dump } = database;
  if (dump && config.dataDir !== 'memory://') {
    const { serveBackups } = await import('./db/backup');
    try {
      const stop = await serveBackups(dump, config.dataDir, (error) =>
        app.log.error({ err: error }, 'a backup snapshot failed'),
      );
      app.addHook('onClose', stop);
    } catch (error) {
      app.log.warn({ err: error }, 'npm run backup cannot reach this site while it runs');
    }
  }
  const demo = await ensureDemoContent(app);

  const shutdown = stopOnSignals(app, {
    stopping: 'shutting down: finishing in-flight requests',
    graceMs: SHUTDOWN_GRACE_MS,
  });
  // A worker whose supervisor (cluster.ts) is gone stops too, rather than serving on unsupervised.
  if (cluster.isWorker) process.on('disconnect', () => shutdown('supervisor gone'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    fail(`cannot listen on HOST ${config.host} PORT ${config.port} (${(error as Error).message})`);
  }
  // Under the supervisor, the first worker speaks for all of them.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const lines = [
    '',
    `  ${config.siteName} is running at ${config.publicUrl}`,
    `  Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    ...(demo ? [`  Admin sign-in: ${demo.email} / ${demo.password}`] : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

void main();

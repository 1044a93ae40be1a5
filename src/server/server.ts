import cluster from 'node:cluster';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/config';
import { type Database, openDatabase } from './db/client';
import { ensureDemoContent } from './demo/bootstrap';
import { convertPlainBodies } from './modules/articles/article-bodies';
import { createBuiltRuntime, createViteRuntime } from './plugins/ssr';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`Broadsheet cannot start: ${message}\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) process.stderr.write(`Broadsheet cannot start: ${problem}\n`);
      process.exit(1);
    }
    throw error;
  }

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
  const demo = await ensureDemoContent(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Keep-alive sockets whose last response finished during shutdown would hold the close open.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
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

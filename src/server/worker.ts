import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/client';

/**
 * `npm run worker`: the job queue's worker as a process of its own, for sites on PostgreSQL whose server
 * processes run with JOBS_IN_SERVER=false (docs/decisions/0018-mail-queue-on-pg-boss.md). It is the app
 * without a listener: the same modules define the same jobs and mails, and it sends them.
 */
function fail(message: string): never {
  process.stderr.write(`Broadsheet worker cannot start: ${message}\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) for (const problem of error.problems) fail(problem);
    throw error;
  }
  if (!config.databaseUrl)
    fail(
      'DATABASE_URL is not set. On the embedded database (PGlite) only the server process can open the files, and it runs the jobs itself.',
    );
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch((error) =>
    fail(`DATABASE_URL cannot be reached (${(error as Error).message})`),
  );
  await database.migrate();
  const app = await buildApp({ ...config, jobsInServer: true }, { database });
  await app.ready();
  app.log.info('worker started: sending mail and running scheduled jobs');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'worker stopping: finishing the jobs in hand');
    setTimeout(() => process.exit(1), 15_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();

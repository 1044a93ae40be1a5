import { buildApp } from './app';
import { openDatabase } from './db/client';
import { cannotStart, configOrExit, stopOnSignals } from './lib/start-up';

/**
 * `npm run worker`: the job queue's worker as a process of its own, for sites on PostgreSQL whose server
 * processes run with JOBS_IN_SERVER=false (docs/decisions/0018-mail-queue-on-pg-boss.md). It is the app
 * without a listener: the same modules define the same jobs and mails, and it sends them.
 */
const fail: (message: string) => never = (message) => cannotStart('Broadsheet worker', message);

async function main() {
  const config = configOrExit('Broadsheet worker');
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

  stopOnSignals(app, { stopping: 'worker stopping: finishing the jobs in hand', graceMs: 15_000 });
}

void main();

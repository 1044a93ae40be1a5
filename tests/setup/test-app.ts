import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config/config';
import type { Database } from '../../src/server/db/client';
import type { Mail, Mailer } from '../../src/server/lib/mailer';
import { MAIL_QUEUE } from '../../src/server/modules/mail/mail.service';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every mail the app sent. */
  mails: Mail[];
  /** Waits until the mail queue has sent (or given up on) every message queued so far. */
  mailsSettled(): Promise<void>;
  close(): Promise<void>;
}

/** buildApp on a fresh database, for tests through `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<
    AppDependencies,
    | 'ssr'
    | 'renderWaitMs'
    | 'logStream'
    | 'remotePhoto'
    | 'mailer'
    | 'mailRetryDelaySeconds'
    | 'importPictures'
  > = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'broadsheet-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-1234567890',
    PUBLIC_URL: 'http://localhost:3000',
    // Tests write through factories behind the app's back; the cache has tests of its own.
    CACHE_MS: '0',
    // A busy test machine lags the event loop; that is not overload. Load shedding has tests of its own
    // (src/server/plugins/load-shedding.test.ts, tests/load), which turn it on.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const database = await createTestDatabase();
  const mails: Mail[] = [];
  // Every message that left is kept in `mails`, also when it went through a real transport (SMTP tests).
  const transport = deps.mailer;
  const mailer: Mailer = {
    send: async (mail) => {
      await transport?.send(mail);
      mails.push(mail);
    },
    close: () => transport?.close?.(),
  };
  const app = await buildApp(config, {
    database,
    jobPollingSeconds: 0.5,
    clientDir: path.join(dataDir, 'no-client'),
    ...deps,
    mailer,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mails,
    mailsSettled: () => app.jobs.settled(MAIL_QUEUE),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config/config';
import type { Database } from '../../src/server/db/client';
import type { Mail, Mailer } from '../../src/server/lib/mailer';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every mail the app sent. */
  mails: Mail[];
  close(): Promise<void>;
}

/** buildApp on a fresh database, for tests through `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDependencies, 'ssr' | 'logStream' | 'remotePhoto'> = {},
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
  const mailer: Mailer = {
    send: async (mail) => {
      mails.push(mail);
    },
  };
  const app = await buildApp(config, {
    database,
    mailer,
    clientDir: path.join(dataDir, 'no-client'),
    ...deps,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mails,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../db/client';
import { createJobQueue, type JobQueue } from './job-queue';

// The queue on the test's database (PGlite, or PostgreSQL with TEST_DB=postgres).
let database: Database;
let queue: JobQueue;
const handled: number[] = [];
const POLLING_SECONDS = 10;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createJobQueue({
    sql: database.sql,
    log: pino({ level: 'silent' }),
    timeoutSeconds: 30,
    work: true,
    pollingIntervalSeconds: POLLING_SECONDS,
  });
  queue.define<{ n: number }>({
    name: 'numbers',
    retryLimit: 1,
    retryDelaySeconds: 1,
    batchSize: 4,
    handler: async (jobs) => {
      for (const job of jobs) handled.push(job.data.n);
    },
  });
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

describe('the job queue', () => {
  it('works through a backlog batch after batch, without the polling pause between full batches', async () => {
    const started = Date.now();
    await queue.sendMany(
      'numbers',
      Array.from({ length: 40 }, (_, n) => ({ n })),
    );
    // Ten batches of four: one polling pause each would take 90 s.
    await queue.settled('numbers', POLLING_SECONDS * 1000 - 1000);
    expect(handled.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(Date.now() - started).toBeLessThan(POLLING_SECONDS * 1000);
  });
});

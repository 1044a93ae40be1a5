import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/client';

/** What a queue's handler is given: the job's id (to fail it alone) and its data. */
export interface QueuedJob<T> {
  id: string;
  data: T;
}

export interface QueueDefinition<T> {
  name: string;
  /** How many times a failed job is tried again, and the first pause (doubling each time). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Jobs fetched at once; the handler gets them together. */
  batchSize?: number;
  /** A cron expression (UTC): the job is added once per tick across every process. */
  cron?: string;
  handler(jobs: QueuedJob<T>[]): Promise<void>;
}

export interface JobQueueOptions {
  sql: SqlExecutor;
  log: FastifyBaseLogger;
  /**
   * The longest a job may run. A job still active after it (its process died with kill -9, or hangs) is
   * failed and tried again; it bounds how long a crash delays the work it held.
   */
  timeoutSeconds: number;
  /** Whether this process works on jobs; when not, it only adds them, for `npm run worker` to do. */
  work: boolean;
  /** How often an idle worker asks for new jobs (a job added in this process wakes it at once). */
  pollingIntervalSeconds?: number;
}

export interface JobQueue {
  define<T extends object>(queue: QueueDefinition<T>): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  send<T extends object>(
    name: string,
    data: T,
    options?: { startAfter?: Date; singletonKey?: string },
  ): Promise<void>;
  sendMany<T extends object>(name: string, items: T[]): Promise<void>;
  /** Marks one job of a batch failed, so it alone is tried again after its pause. */
  fail(name: string, id: string, error: unknown): Promise<void>;
  /** Jobs of a queue not yet completed or failed for good (waiting, retrying or active). */
  pending(name: string): Promise<number>;
  /** Waits until a queue has no job waiting or running (at most `timeoutMs`). */
  settled(name: string, timeoutMs?: number): Promise<void>;
}

const SCHEMA = 'pgboss';

/**
 * The site's durable job queue: pg-boss on the site's own database — PostgreSQL, or the embedded PGlite
 * through its one connection (docs/decisions/0018-mail-queue-on-pg-boss.md). Jobs outlive restarts and
 * kill -9; a failed job is retried with a doubling pause; scheduled jobs are added once per tick however
 * many processes run.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: options.sql as PgBoss.Db,
    schema: SCHEMA,
    migrate: true,
    supervise: options.work,
    schedule: options.work,
    // Expired jobs are found by the maintenance pass, so it runs at least twice per timeout.
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(options.timeoutSeconds / 2))),
    expireInSeconds: options.timeoutSeconds,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, QueueDefinition<never>>();
  const workers = new Map<string, string>();
  let started: Promise<void> | undefined;
  /** Once stopping, no worker is woken: a batch fetched then would run against a closing database. */
  let stopping = false;
  /** Handlers running now: stopping waits for them, so none meets a closed database. */
  let active = 0;

  const start = async () => {
    await boss.start();
    for (const queue of definitions.values()) {
      await boss.createQueue(queue.name, {
        name: queue.name,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: options.timeoutSeconds,
      });
      if (!options.work) continue;
      const batchSize = queue.batchSize ?? 1;
      const id = await boss.work<object>(
        queue.name,
        { batchSize, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          active += 1;
          try {
            await queue.handler(jobs.map((job) => ({ id: job.id, data: job.data as never })));
          } finally {
            active -= 1;
          }
          // A full batch says more are waiting: fetch the next one now, not after the polling pause
          // (otherwise a worker takes one batch per interval, and a large issue crawls).
          if (jobs.length === batchSize) wake(queue.name);
        },
      );
      workers.set(queue.name, id);
      if (queue.cron) await boss.schedule(queue.name, queue.cron);
    }
  };
  const wake = (name: string) => {
    const worker = workers.get(name);
    if (worker && !stopping) boss.notifyWorker(worker);
  };

  return {
    define(queue) {
      definitions.set(queue.name, queue as QueueDefinition<never>);
    },
    start() {
      started ??= start();
      return started;
    },
    async stop() {
      stopping = true;
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: 5_000, close: false });
      // A fetch under way when pg-boss stopped can still hand a batch over after it found no work in
      // progress: let that land and finish (and pg-boss record it) before the database closes.
      const deadline = Date.now() + 5_000;
      let quietSince = Date.now();
      while (Date.now() < deadline && Date.now() - quietSince < 300) {
        if (active > 0) quietSince = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, sendOptions);
      wake(name);
    },
    async sendMany(name, items) {
      if (items.length === 0) return;
      await boss.insert(items.map((data) => ({ name, data })));
      wake(name);
    },
    async fail(name, id, error) {
      await boss.fail(name, id, { message: error instanceof Error ? error.message : String(error) });
    },
    pending: (name) => boss.getQueueSize(name, { before: 'completed' }),
    async settled(name, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await boss.getQueueSize(name, { before: 'completed' })) > 0) {
        if (Date.now() > deadline) throw new Error(`the ${name} queue did not settle in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { workerHeapFlags, workerYoungGenerationFlags } from './config/capacity';
import { isClearMessage } from './lib/caches';
import { configOrExit } from './lib/start-up';

/**
 * `npm start`: a supervisor that runs the server (server.js beside this file) in worker processes with
 * Node's cluster, sharing one port (docs/decisions/0015-load-shedding-and-supervised-workers.md).
 * - WEB_CONCURRENCY workers: one per core on PostgreSQL by default, one on PGlite, whose files one
 *   process owns; each with its heap bounded by the cache budget (config/capacity.ts, workerHeapFlags) and
 *   a smaller young generation (workerYoungGenerationFlags).
 * - The first worker migrates and seeds; the others start once it listens.
 * - A worker that dies is started again, after a pause that doubles while workers keep dying young
 *   (0.25 s up to 30 s); a worker that never got to listen while none ever did stops the supervisor, as a
 *   server that cannot start would.
 * - Without Redis, a worker's cache clear is passed to the other workers.
 * - SIGTERM or SIGINT: every worker finishes its in-flight requests and exits (server.ts); the supervisor
 *   exits 0 once all did so cleanly.
 */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 30_000;
/** A worker that lived this long was healthy: the next restart comes at once again. */
const HEALTHY_AFTER_MS = 30_000;
/** Beyond the workers' own grace (server.ts), after which the supervisor stops waiting. */
const SHUTDOWN_GRACE_MS = 15_000;

function supervise() {
  const config = configOrExit('Broadsheet');
  const log = pino({ level: config.logLevel, base: { role: 'supervisor', pid: process.pid } });
  const wanted = config.webConcurrency;
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  cluster.setupPrimary({
    exec: path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.js'),
    args: process.argv.slice(2),
    execArgv: [
      ...process.execArgv,
      ...workerHeapFlags(config.cacheMaxBytes, given),
      ...workerYoungGenerationFlags(given),
    ],
  });

  const started = new Map<Worker, number>();
  let everListened = false;
  let stopping = false;
  let failing = 0;
  let failedCleanly = true;

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.on('message', (message: unknown) => {
      if (!isClearMessage(message)) return;
      for (const other of Object.values(cluster.workers ?? {}))
        if (other && other !== worker && other.isConnected()) other.send(message);
    });
    return worker;
  };

  cluster.on('listening', (worker) => {
    if (!everListened) {
      everListened = true;
      for (let i = 1; i < wanted; i++) fork();
    }
    log.info({ worker: worker.process.pid }, 'worker listening');
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? Date.now());
    started.delete(worker);
    if (stopping) {
      if (code !== 0) failedCleanly = false;
      if (started.size === 0) process.exit(failedCleanly ? 0 : 1);
      return;
    }
    if (!everListened) {
      log.fatal({ worker: worker.process.pid, code, signal }, 'the server could not start');
      process.exit(code || 1);
    }
    failing = lived >= HEALTHY_AFTER_MS ? 0 : failing + 1;
    const delay = failing === 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failing - 1));
    log.error(
      { worker: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay },
      'worker died',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: started.size }, 'stopping: workers finish their in-flight requests');
    if (started.size === 0) process.exit(0);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('workers did not stop in time');
      for (const worker of started.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log.info({ workers: wanted, database: config.databaseUrl ? 'postgres' : 'pglite' }, 'starting');
  fork();
}

if (cluster.isPrimary) supervise();

import type { FastifyInstance } from 'fastify';
import { type Config, ConfigError, loadConfig } from '../config/config';

/**
 * What the processes `npm start` and `npm run worker` run share as they start and stop (server.ts, cluster.ts,
 * worker.ts): one line on stderr for each reason they cannot start, and a stop on SIGTERM or SIGINT that
 * lets the work in hand finish.
 */

/** Writes `<who> cannot start: <message>` to stderr and exits 1. */
export function cannotStart(who: string, message: string): never {
  process.stderr.write(`${who} cannot start: ${message}\n`);
  process.exit(1);
}

/** The configuration from the environment; when it is not valid, every problem in it and exit 1. */
export function configOrExit(who: string): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) process.stderr.write(`${who} cannot start: ${problem}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Closes the app on SIGTERM or SIGINT (and on any other reason given to the function it returns): exit 0
 * once the app has closed, 1 if closing fails or takes longer than `graceMs`. `stopping` is logged first.
 */
export function stopOnSignals(
  app: FastifyInstance,
  { stopping, graceMs }: { stopping: string; graceMs: number },
) {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, stopping);
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs).unref();
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
  return shutdown;
}

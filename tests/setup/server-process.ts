import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The built server (`dist/server/server.js`, as `npm start` runs it) in a child process, for fault tests:
 * kill -9, restarts on the same data, two processes side by side. Ports come from 4600–4699.
 */
export const SERVER = path.resolve(import.meta.dirname, '../../dist/server/server.js');
const PORT_FIRST = 4600;
const PORT_COUNT = 100;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): { stdout: string; stderr: string };
  /** SIGKILL: no shutdown hook, no flush, nothing finished. */
  kill9(): Promise<void>;
  /** SIGTERM, the graceful stop; resolves with the exit code. */
  stop(): Promise<number | null>;
}

const running = new Set<ChildProcess>();
// A test that fails or times out must not leave servers behind.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function assertServerBuilt(): void {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first (npm test does)`);
}

export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 60_000, intervalMs = 50, what = 'condition' } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

let nextPort = PORT_FIRST + Math.floor(Math.random() * PORT_COUNT);
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < PORT_COUNT; attempt++) {
    const port = PORT_FIRST + ((nextPort++ - PORT_FIRST) % PORT_COUNT);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${PORT_FIRST}–${PORT_FIRST + PORT_COUNT - 1}`);
}

function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // The test machine's lag is not overload: these servers do not shed load unless a test asks them to
      // (tests/load starts its own, with shedding on).
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => ({ stdout, stderr }),
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return (await exited).code;
    },
  };
}

/**
 * Starts the server and resolves once it prints that it is running; a port another test took in the
 * meantime is retried on the next one.
 */
export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 120_000, port: fixedPort }: { timeoutMs?: number; port?: number } = {},
): Promise<ServerProcess> {
  assertServerBuilt();
  for (let attempt = 0; attempt < 5; attempt++) {
    const server = spawnServer(env, fixedPort ?? (await freePort()));
    let exit: { code: number | null } | undefined;
    void server.exited.then((result) => {
      exit = result;
    });
    await waitFor(() => exit || server.output().stdout.includes('is running at'), {
      timeoutMs,
      what: 'the server to start',
    }).catch(async (error: Error) => {
      await server.kill9();
      throw new Error(`${error.message}\n${server.output().stderr}`);
    });
    if (!exit) return server;
    const { stderr } = server.output();
    if (fixedPort === undefined && /cannot listen/.test(stderr)) continue;
    throw new Error(`the server exited with ${exit.code} while starting:\n${stderr}`);
  }
  throw new Error('the server could not find a free port');
}

/** Stops every server this file started that is still running. */
export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

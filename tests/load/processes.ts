import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The built supervisor and server, as `npm start` runs them. */
export const SUPERVISOR = path.resolve(import.meta.dirname, '../../dist/server/cluster.js');

export interface Supervised {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** The supervisor's worker processes right now. */
  workers(): number[];
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Child processes of a process, from /proc (Linux). */
export function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** Resident memory of a process in bytes, from /proc (Linux); 0 once it is gone. */
export function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Starts `node dist/server/cluster.js` on a free port with PGlite in `dataDir`. */
export async function startSupervisor(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Supervised> {
  if (!existsSync(SUPERVISOR))
    throw new Error(`${SUPERVISOR} is missing: run npm run build first (npm test does)`);
  const port = await freePort();
  const child = spawn(process.execPath, [SUPERVISOR], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'load-test-secret-that-is-long-enough-0123',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const supervised: Supervised = {
    child,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    workers: () => (child.pid ? childrenOf(child.pid) : []),
  };
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 150_000;
  while (!(await answers(supervised.url))) {
    if (gone) throw new Error(`the supervisor exited while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer in time:\n${output}`);
    await sleep(100);
  }
  return supervised;
}

/** Whether the site answers its liveness check. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The built server as `npm start` runs it (npm test builds first). */
const SERVER = path.resolve(import.meta.dirname, '../../dist/server/server.js');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'broadsheet-process-'));
  dirs.push(dir);
  return dir;
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // What is tested here is start-up, data and shutdown: on a test machine busy with other suites an
      // event-loop lag is the machine's, and shedding it would answer these requests 503 (tests/load sheds).
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

// Start-up seeds the demo content: seconds on a quiet machine, over a minute on one busy with other suites.
async function waitFor(check: () => boolean, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stop = (child: ChildProcess) => child.kill('SIGTERM');
let port = 4300 + Math.floor(Math.random() * 500);

describe('the server process', () => {
  beforeAll(() => {
    if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first (npm test does)`);
  });

  it('stops with one clear line naming PORT when it is bad', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(
      'Broadsheet cannot start: PORT must be a whole number between 1 and 65535 (got "eighty")',
    );
  });

  it('stops with one clear line naming DATABASE_URL when it is bad or unreachable', async () => {
    const bad = start({ DATABASE_URL: 'mysql://localhost/news', DATA_DIR: tempDir() });
    expect(await bad.exited).toBe(1);
    expect(bad.output().stderr.trim()).toMatch(
      /^Broadsheet cannot start: DATABASE_URL must be a postgres:\/\//,
    );
    expect(bad.output().stderr.trim().split('\n')).toHaveLength(1);

    const unreachable = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: tempDir() });
    expect(await unreachable.exited).toBe(1);
    expect(unreachable.output().stderr.trim()).toMatch(
      /^Broadsheet cannot start: DATABASE_URL cannot be reached/,
    );
  });

  it('seeds once, keeps the data across a restart and exits cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    port += 1;
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const first = start(env);
    await waitFor(() => first.output().stdout.includes('is running at'));
    expect(first.output().stdout).toMatch(/Admin sign-in: admin@broadsheet\.test \/ \S+/);
    const before = await (await fetch(`http://127.0.0.1:${port}/api/stats`)).json();
    expect(before.totalArticles).toBeGreaterThanOrEqual(40);
    await fetch(`http://127.0.0.1:${port}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.test' }),
    });
    stop(first.child);
    expect(await first.exited).toBe(0);

    const second = start(env);
    await waitFor(() => second.output().stdout.includes('is running at'));
    const after = await (await fetch(`http://127.0.0.1:${port}/api/stats`)).json();
    expect(after).toEqual(before);
    expect(second.output().stdout).toContain(first.output().stdout.match(/Admin sign-in: .*/)?.[0]);
    stop(second.child);
    expect(await second.exited).toBe(0);
  }, 320_000);

  it('finishes in-flight requests on SIGTERM, refuses new ones cleanly and exits 0', async () => {
    port += 1;
    const server = start({ PORT: String(port), DATA_DIR: tempDir() });
    await waitFor(() => server.output().stdout.includes('is running at'));
    const url = `http://127.0.0.1:${port}/api/recent-articles?limit=100`;
    let answered: () => void = () => {};
    const firstAnswer = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const inFlight = Array.from({ length: 40 }, () =>
      fetch(url).then(
        async (response) => {
          answered();
          return { status: response.status, body: await response.text() };
        },
        (error: Error) => ({ status: 0, body: String(error.cause ?? error) }),
      ),
    );
    // The signal comes once the server is answering, with the rest of the requests still in its hands:
    // a fixed pause would race the connections on a busy machine.
    await firstAnswer;
    stop(server.child);
    const results = await Promise.all(inFlight);
    const code = await server.exited;
    expect(code, server.output().stderr + server.output().stdout.slice(-2000)).toBe(0);
    for (const result of results) {
      if (result.status === 200) expect(JSON.parse(result.body)).toHaveLength(43);
      else if (result.status === 503) expect(JSON.parse(result.body)).toMatchObject({ statusCode: 503 });
      else expect(result.body).toMatch(/ECONNREFUSED|ECONNRESET|other side closed|SocketError/);
    }
    expect(results.filter((result) => result.status === 200).length).toBeGreaterThan(0);
    await expect(fetch(url)).rejects.toThrow();
  }, 200_000);
});

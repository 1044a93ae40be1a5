import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answers, type Supervised, sleep, startSupervisor } from './processes';

/**
 * `npm start` is a supervisor (src/server/cluster.ts): on PGlite it runs one worker with a bounded heap,
 * starts it again when it dies, and stops cleanly on SIGTERM.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'broadsheet-supervisor-'));
let server: Supervised | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the supervisor', () => {
  it('starts a worker again after SIGKILL, and ends everything with exit 0 on SIGTERM', async () => {
    server = await startSupervisor(dataDir, { SEED_DEMO: 'false' });
    const [worker] = server.workers();
    expect(server.workers()).toHaveLength(1);
    expect(server.output()).toContain('is running at');
    // Its heap is bounded by the cache budget (64 MB by default): 128 + 2 × 64 MB.
    const flags = readFileSync(`/proc/${worker}/cmdline`, 'utf8').split('\0');
    expect(flags).toContain('--max-old-space-size=256');

    process.kill(worker as number, 'SIGKILL');
    const killedAt = Date.now();
    await sleep(50);
    while (!(await answers(server.url)) && Date.now() - killedAt < 60_000) await sleep(50);
    const downMs = Date.now() - killedAt;
    expect(await answers(server.url)).toBe(true);
    // A few seconds on an idle machine (the worker opens PGlite again); generous here for a busy CI.
    expect(downMs).toBeLessThan(30_000);
    const [replacement] = server.workers();
    expect(replacement).toBeDefined();
    expect(replacement).not.toBe(worker);
    expect(server.output()).toMatch(/worker died/);

    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    await sleep(100);
    expect(() => process.kill(replacement as number, 0)).toThrow();
  });
});

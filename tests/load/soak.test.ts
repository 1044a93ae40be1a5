import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { rssOf, type Supervised, sleep, startSupervisor } from './processes';

/**
 * A short soak (the bench's `--soak` runs 5 minutes at 200 connections): the built server under its
 * supervisor, PGlite with the demo content, caches off (CACHE_MS=0) so every request renders, driven by
 * many connections at once. The worker must never die; every answer is 200, or 503 with Retry-After when
 * it sheds load (docs/decisions/0015-load-shedding-and-supervised-workers.md) — never a 500, a reset or
 * a timeout; its RSS stays under RSS_BOUND; within 5 s after the load it answers at its calm speed.
 */
const SECONDS = 20;
const CONNECTIONS = 100;
/**
 * PGlite runs inside the worker: PostgreSQL's own memory (its WebAssembly heap, which grows and is not
 * given back) counts in the worker's RSS, about 600 MB at the peak of this run on a busy machine. The
 * 300 MB target is for PostgreSQL, where the database lives in its own processes.
 */
const RSS_BOUND = 1024 * 1024 * 1024;
/** "Calm speed" with room for a shared CI machine: three times the median before the load, plus 100 ms. */
const calmEnough = (calm: number, now: number) => now <= calm * 3 + 100;

const dataDir = mkdtempSync(path.join(tmpdir(), 'broadsheet-soak-'));
let server: Supervised | undefined;
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** The median time of `count` requests one after another, all of which must be 200. */
async function calmSpeed(url: string, paths: string[], count = 12): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await fetch(url + paths[i % paths.length]);
    await answer.arrayBuffer();
    if (answer.status !== 200) return Number.POSITIVE_INFINITY;
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}

describe('a short soak of cold renders', () => {
  it('never dies, answers 200 or 503 with Retry-After, stays within its memory, and recovers', async () => {
    server = await startSupervisor(dataDir, { CACHE_MS: '0', SEED_DEMO: 'true', LOG_LEVEL: 'error' });
    const [worker] = server.workers();
    expect(worker).toBeDefined();
    const list = (await (await fetch(`${server.url}/api/recent-articles`)).json()) as {
      _id?: string;
      id?: string;
    }[];
    const ids = (Array.isArray(list) ? list : []).map((article) => article._id ?? article.id).filter(Boolean);
    const paths = [
      '/',
      '/allArticles',
      '/allArticles?page=2',
      '/api/recent-articles',
      '/api/recent-articles?page=2',
      '/api/searchArticles?search=the',
      '/api/articlesCount',
      ...ids.map((id) => `/articlesDetails/${id}`),
      ...ids.map((id) => `/api/articles/${id}`),
    ];
    // Measured once every answer is 200: a refused request makes the speed infinite, and every speed
    // after the load would then count as calm.
    let calm = await calmSpeed(server.url, paths);
    for (let tries = 0; !Number.isFinite(calm) && tries < 20; tries++) {
      await sleep(250);
      calm = await calmSpeed(server.url, paths);
    }
    expect(calm).toBeLessThan(Number.POSITIVE_INFINITY);

    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf(worker as number));
    }, 200);
    const statuses = new Map<number, number>();
    let without = 0;
    let next = 0;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      requests: [
        {
          setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] as string }),
          onResponse: (status, _body, _context, headers) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status === 503 && !headers?.['retry-after']) without += 1;
          },
        },
      ],
    });
    const loadEnded = Date.now();
    clearInterval(sampler);

    // Back to its calm speed within 5 s: a run of requests as fast as before the load (with slack).
    let after = await calmSpeed(server.url, paths);
    while (!calmEnough(calm, after) && Date.now() - loadEnded < 5000) {
      await sleep(250);
      after = await calmSpeed(server.url, paths);
    }
    const summary = {
      requests: result.requests.total,
      statuses: Object.fromEntries(statuses),
      errors: result.errors,
      timeouts: result.timeouts,
      resets: result.resets,
      peakRssMb: Math.round(peakRss / 1024 / 1024),
      calmMs: Math.round(calm),
      afterMs: Math.round(after),
      recoveredInMs: Date.now() - loadEnded,
    };
    process.stdout.write(`soak: ${JSON.stringify(summary)}\n`);

    expect(server.workers()).toEqual([worker]);
    expect(server.output()).not.toMatch(/worker died|heap out of memory/i);
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(without).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.resets).toBe(0);
    expect(peakRss).toBeGreaterThan(0);
    expect(peakRss).toBeLessThan(RSS_BOUND);
    expect(calmEnough(calm, after)).toBe(true);
  });
});

import type { SsrEntry } from '@shared/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { RETRY_AFTER_SECONDS } from './load-shedding';
import { RENDER_QUEUE, RENDER_SLOTS, type SsrRuntime } from './ssr';

// However many pages are asked for at once, a process renders at most RENDER_SLOTS of them and lets at
// most RENDER_QUEUE more wait, each for a bounded time; the rest are told at once to come back (503,
// Retry-After).

let started = 0;
let release: () => void = () => {};
let released = new Promise<void>((resolve) => {
  release = resolve;
});

/** A page whose render waits until the test lets it finish. */
const runtime: SsrRuntime = {
  template: async () =>
    '<html><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>',
  entry: async (): Promise<SsrEntry> => ({
    render: async () => {
      started += 1;
      await released;
      return { kind: 'html', status: 200, head: { title: 'Slow' }, html: '<main>done</main>', state: null };
    },
  }),
};

let t: TestApp;
beforeAll(async () => {
  // Long enough that no queued page runs out of time in the first test, however slow the machine.
  t = await createTestApp({}, { ssr: () => runtime, renderWaitMs: 60_000 });
});
afterAll(() => t.close());

async function until(condition: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('render slots', () => {
  it('renders a few pages at a time, queues a bounded number, and answers the rest 503 at once', async () => {
    const extra = 5;
    const pages = Array.from({ length: RENDER_SLOTS + RENDER_QUEUE + extra }, (_, index) =>
      t.app.inject({ url: `/slow-${index}`, headers: { accept: 'text/html' } }),
    );
    await until(() => started === RENDER_SLOTS);
    // The pages past the queue were refused without waiting for any render to end.
    const settled = await Promise.race([
      Promise.all(pages.slice(-extra)),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 3000)),
    ]);
    expect(settled).not.toBe('waiting');
    expect(started).toBe(RENDER_SLOTS);
    release();
    const answers = await Promise.all(pages);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RENDER_SLOTS + RENDER_QUEUE);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused).toHaveLength(extra);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('is busy');
    }
    expect(started).toBe(RENDER_SLOTS + RENDER_QUEUE);
    released = Promise.resolve();
    expect((await t.app.inject({ url: '/slow-again' })).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After to a page that waited for a slot past its time', async () => {
    let letGo: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let rendering = 0;
    const slow: SsrRuntime = {
      template: runtime.template,
      entry: async () => ({
        render: async () => {
          rendering += 1;
          await held;
          return {
            kind: 'html',
            status: 200,
            head: { title: 'Slow' },
            html: '<main>done</main>',
            state: null,
          };
        },
      }),
    };
    const short = await createTestApp({}, { ssr: () => slow, renderWaitMs: 200 });
    try {
      const busy = Array.from({ length: RENDER_SLOTS }, (_, index) =>
        short.app.inject({ url: `/busy-${index}` }),
      );
      await until(() => rendering === RENDER_SLOTS);
      const started = Date.now();
      const waited = await short.app.inject({ url: '/waits-too-long' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(waited.statusCode).toBe(503);
      expect(waited.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(rendering).toBe(RENDER_SLOTS);
      letGo();
      expect((await Promise.all(busy)).map((answer) => answer.statusCode)).toEqual(
        Array(RENDER_SLOTS).fill(200),
      );
    } finally {
      await short.close();
    }
  });
});

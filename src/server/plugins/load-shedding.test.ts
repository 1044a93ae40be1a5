import type { SsrEntry } from '@shared/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { RETRY_AFTER_SECONDS } from './load-shedding';
import type { SsrRuntime } from './ssr';

/** A page that calls the API in process, as real pages do. */
const runtime: SsrRuntime = {
  template: async () =>
    '<html><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>',
  entry: async (): Promise<SsrEntry> => ({
    render: async ({ api }) => {
      const list = await api('/recent-articles', { method: 'GET', headers: {} });
      return {
        kind: 'html',
        status: 200,
        head: { title: 'Home' },
        html: `<main>${list.status}</main>`,
        state: null,
      };
    },
  }),
};

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ SHED_EVENT_LOOP_DELAY_MS: '50' }, { ssr: () => runtime });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

/** Holds the event loop, as a burst of work that cannot keep up would. */
function blockFor(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
}

const probe = () =>
  Promise.all([
    fetch(`${base}/api/recent-articles`),
    fetch(`${base}/`, { headers: { accept: 'text/html' } }),
    fetch(`${base}/healthz`),
  ]);

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, lets health checks through, and recovers', async () => {
    // Starting the app (migrations) held the loop too: wait for a calm sample.
    const calmBy = Date.now() + 5000;
    let [calm, calmPage] = await probe();
    while (calm.status !== 200 && Date.now() < calmBy) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [calm, calmPage] = await probe();
    }
    expect(calm.status).toBe(200);
    expect(calmPage.status).toBe(200);
    expect(await calmPage.text()).toContain('<main>200</main>');

    let answers = await probe();
    for (let attempt = 0; attempt < 5 && answers[0].status !== 503; attempt++) {
      blockFor(1500);
      answers = await probe();
    }
    const [api, page, health] = answers;
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await api.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Please try again in a few seconds.');
    expect(health.status).toBe(200);

    // Once the loop keeps up again, within a few samples, pages and the API answer as before.
    const deadline = Date.now() + 5000;
    let after = await probe();
    while ((after[0].status !== 200 || after[1].status !== 200) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await probe();
    }
    expect(after[0].status).toBe(200);
    expect(after[1].status).toBe(200);
    expect(await after[1].text()).toContain('<main>200</main>');
  });
});

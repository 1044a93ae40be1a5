import { connect } from 'node:net';
import type { SsrEntry } from '@shared/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../tests/setup/poll';
import { listen, rawRequest } from '../../../tests/setup/raw-http';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { MAX_WAITING_FOR_CONNECTION, RETRY_AFTER_SECONDS } from './load-shedding';
import type { SsrRuntime } from './ssr';

/** Pages at /held wait for this before they render, as pages still at work. */
let held: Promise<void> = Promise.resolve();

/** A page that calls the API in process, as real pages do. */
const runtime: SsrRuntime = {
  template: async () =>
    '<html><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>',
  entry: async (): Promise<SsrEntry> => ({
    render: async ({ direct, url }) => {
      if (url === '/held') await held;
      const list = await direct('GET /recent-articles', {});
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
  it('serves a lone reader while the loop lags, answers 503 with Retry-After once it has work of its own, lets health checks through, and recovers', async () => {
    // Starting the app (migrations) held the loop too: wait for a calm sample.
    const calmBy = Date.now() + 5000;
    let [calm, calmPage] = await probe();
    while ((calm.status !== 200 || calmPage.status !== 200) && Date.now() < calmBy) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [calm, calmPage] = await probe();
    }
    expect(calm.status).toBe(200);
    expect(calmPage.status).toBe(200);
    expect(await calmPage.text()).toContain('<main>200</main>');

    // A lone reader while the loop lags (a slow host): served, since refusing them frees nothing.
    for (let attempt = 0; attempt < 3; attempt++) {
      blockFor(1500);
      const lone = await fetch(`${base}/api/recent-articles`);
      expect(lone.status).toBe(200);
    }

    // With pages of its own still at work, the process refuses more.
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    const working = [1, 2].map(() => fetch(`${base}/held`, { headers: { accept: 'text/html' } }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    let answers = await probe();
    for (let attempt = 0; attempt < 5 && answers[0].status !== 503; attempt++) {
      blockFor(1500);
      answers = await probe();
    }
    release();
    expect((await Promise.all(working)).map((answer) => answer.status)).toEqual([200, 200]);
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

describe('every 503 says when to come back', () => {
  /** Lets the page at /held finish; set while it waits. */
  let releaseHeld: (() => void) | undefined;
  const pages: SsrRuntime = {
    template: runtime.template,
    entry: async (): Promise<SsrEntry> => ({
      render: async (request) => {
        // What ssr.ts is handed when a page's loader met a 503 from its API read (client/app/loaders.ts).
        if (request.url === '/data-unavailable') {
          return {
            kind: 'html',
            status: 503,
            head: { title: 'Unavailable' },
            html: '<main>503</main>',
            state: null,
          };
        }
        if (request.url === '/held') await new Promise<void>((resolve) => (releaseHeld = resolve));
        // Otherwise the page of the tests above, which reads the API in process.
        return (await runtime.entry()).render(request);
      },
    }),
  };

  // Shedding for lag is off here (createTestApp): only what each test brings about answers 503.
  let u: TestApp;
  let port: number;
  let closed = false;
  beforeAll(async () => {
    u = await createTestApp({}, { ssr: () => pages });
    ({ port } = await listen(u.app));
  });
  afterAll(async () => {
    if (!closed) await u.close();
  });
  const get = (target: string, headers: Record<string, string> = {}) =>
    rawRequest(port, 'GET', target, { headers });

  it('gives a page rendered 503 and a route answering 503 on its own a Retry-After, and keeps no copy', async () => {
    const page = await get('/data-unavailable', { accept: 'text/html' });
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(page.headers['cache-control']).not.toMatch(/public|max-age=[1-9]/);

    const ping = u.app.database.ping;
    u.app.database.ping = () => Promise.reject(new Error('connection error'));
    try {
      const ready = await get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(ready.headers['cache-control']).toBe('no-store');
    } finally {
      u.app.database.ping = ping;
    }
    expect((await get('/readyz')).status).toBe(200);
  });

  it('refuses new pages and API calls while too many callers wait for a database connection, not health checks or images', async () => {
    const waitingForConnection = u.app.database.waitingForConnection;
    u.app.database.waitingForConnection = () => MAX_WAITING_FOR_CONNECTION + 1;
    try {
      const api = await until(
        () => get('/api/recent-articles'),
        (answer) => answer.status === 503,
      );
      expect(api.status).toBe(503);
      expect(api.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(api.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      const page = await get('/', { accept: 'text/html' });
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(page.body).toContain('Please try again in a few seconds.');
      expect((await get('/healthz')).status).toBe(200);
      expect((await get('/readyz')).status).toBe(200);
      expect((await get('/media/0123456789abcdef-320.webp')).status).toBe(404);
    } finally {
      u.app.database.waitingForConnection = waitingForConnection;
    }
    const after = await until(
      () => get('/api/recent-articles'),
      (answer) => answer.status === 200,
    );
    expect(after.status).toBe(200);
  });

  it('goes on serving when the queue cannot be read', async () => {
    const waitingForConnection = u.app.database.waitingForConnection;
    u.app.database.waitingForConnection = () => {
      throw new Error('no pool');
    };
    try {
      // Several of the check's samples: each of them lets the requests through.
      for (let i = 0; i < 5; i++) {
        expect((await get('/api/recent-articles')).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      u.app.database.waitingForConnection = waitingForConnection;
    }
  });

  it('answers a request that arrives while the server closes 503 with Retry-After', async () => {
    // One connection: a page in progress when closing starts, then a second request on the same socket.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /held HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n');
    await until(
      async () => releaseHeld,
      (release) => release !== undefined,
    );
    closed = true;
    const closing = u.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseHeld?.();
    await closing;
    await ended;
    // The answers come in order; the second starts where the last status line does.
    const second = received.slice(received.lastIndexOf('HTTP/1.1 '));
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(new RegExp(`^retry-after: ${RETRY_AFTER_SECONDS}\r$`, 'mi'));
  });
});

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { DirectTransport, RenderRequest, RenderResult, SsrViewer } from '@shared/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDirect } from '../../src/server/lib/serve';
import { createArticle } from '../factories';
import { registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// The server renderer builds its route tree once per process, and each page's loaders read the request
// they serve from the render in progress (src/client/entry-server.tsx). Pages rendered at the same time
// must never see each other's data or reader.

const PAGES = 12;

let t: TestApp;
let readers: TestUser[];
let articles: { id: string; title: string }[];

beforeAll(async () => {
  t = await createTestApp();
  readers = [
    await registerUser(t, { name: 'Ada Concurrent' }),
    await registerUser(t, { name: 'Bo Concurrent' }),
  ];
  articles = [];
  for (let index = 0; index < PAGES; index++) {
    const row = await createArticle(t.database.db, {
      status: 'approve',
      title: `Concurrent headline ${String.fromCharCode(65 + index)}${index}`,
    });
    articles.push({ id: row.id, title: row.title });
  }
});
afterAll(() => t.close());

/**
 * Renders a page straight through the renderer, its API calls answered by the app, as the server does
 * (src/server/plugins/ssr.ts); renders started together interleave at every await.
 */
async function renderPage(url: string, reader?: TestUser, direct = transport(reader)): Promise<RenderResult> {
  const { render } = await import('../../src/client/entry-server');
  const viewer: SsrViewer | null = reader
    ? { id: reader.id, name: reader.name, email: reader.email, image: null, role: 'user', premiumUntil: null }
    : null;
  return render({
    url,
    origin: 'http://localhost:3000',
    headers: {},
    direct,
    siteName: 'Broadsheet',
    features: { google: false, stripePublishableKey: null },
    viewer,
  } satisfies RenderRequest);
}

/** The app's endpoints in process, as the reader if one is given, as the server renders pages. */
function transport(reader?: TestUser): DirectTransport {
  return async (key, input) =>
    callDirect(
      t.app,
      key,
      input,
      reader ? await t.app.resolveViewer({ authorization: `Bearer ${reader.token}` }) : null,
    );
}

const htmlOf = (result: RenderResult) =>
  result.kind === 'html' ? result.html : `redirect ${result.location}`;

const headingOf = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '');

describe('pages rendered at the same time', () => {
  it('each article page shows its own article', async () => {
    const pages = await Promise.all(
      [...articles, ...articles].map((article) => renderPage(`/articlesDetails/${article.id}`)),
    );
    const headings = pages.map((page) => headingOf(htmlOf(page)));
    expect(headings).toEqual([...articles, ...articles].map((article) => article.title));
  });

  it("each signed-in reader's page is rendered for that reader", async () => {
    const requests = Array.from({ length: 10 }, (_, index) => readers[index % 2] as TestUser);
    const pages = await Promise.all(requests.map((reader) => renderPage('/updateUserProfile', reader)));
    pages.forEach((page, index) => {
      const reader = requests[index] as TestUser;
      const other = readers.find((candidate) => candidate !== reader) as TestUser;
      expect(htmlOf(page)).toContain(reader.email);
      expect(htmlOf(page)).not.toContain(other.email);
    });
  });
});

describe('a finished render', () => {
  it('keeps nothing of itself alive (its data, tree and reader go with the next collection)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // What only the render holds on to: the transport it was given, and through it the page's data.
    const held = await (async () => {
      const api = transport();
      const page = await renderPage(`/articlesDetails/${articles[0]?.id}`, undefined, api);
      expect(headingOf(htmlOf(page))).toBe(articles[0]?.title);
      return new WeakRef(api);
    })();
    // Timers and callbacks the render scheduled run first (a batch of query notifications, say); on a busy
    // machine they can take a while to get their turn. The render's old ten-second time-out outlives the
    // three seconds given here.
    const deadline = Date.now() + 3_000;
    while (held.deref() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      gc();
    }
    expect(held.deref()).toBeUndefined();
  });
});

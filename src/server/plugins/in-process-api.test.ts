import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../tests/factories';
import { registerUser, type TestUser } from '../../../tests/setup/auth';
import { sourceSsr } from '../../../tests/setup/source-ssr';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { user } from '../db/schema';
import type { Viewer } from '../types';

// A page's reads are answered in process by the routes themselves (plugins/in-process-api.ts). Whatever a
// reader's page asks, it must get exactly what the API answers that reader over the network: the same
// access rules, premium cut and error contract, so a page can never show what its API would refuse.

const PREMIUM_SENTENCE = 'Only subscribers may read this sentence of the premium story.';
const PENDING_TITLE = 'A draft nobody but its author sees yet';

let t: TestApp;
let readers: Record<'author' | 'other' | 'subscriber' | 'admin', TestUser>;
let ids: { free: string; premium: string; pending: string; declined: string };
let publisher: string;

beforeAll(async () => {
  t = await createTestApp({}, { ssr: sourceSsr });
  const { db } = t.database;
  readers = {
    author: await registerUser(t, { name: 'Author Inprocess' }),
    other: await registerUser(t, { name: 'Other Inprocess' }),
    subscriber: await registerUser(t, { name: 'Subscriber Inprocess' }),
    admin: await registerUser(t, { name: 'Admin Inprocess', role: 'admin' }),
  };
  const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  await db.update(user).set({ premiumUntil: nextYear }).where(eq(user.id, readers.subscriber.id));
  publisher = (await createPublisher(db)).publisherName;
  const article = (overrides: Parameters<typeof createArticle>[1]) =>
    createArticle(db, { authorId: readers.author.id, publisher, tags: ['culture'], ...overrides });
  ids = {
    free: (await article({ status: 'approve', title: 'An open story' })).id,
    premium: (
      await article({
        status: 'approve',
        isPremium: true,
        title: 'A premium story',
        description: `${'An opening paragraph anyone may read. '.repeat(12)}${PREMIUM_SENTENCE}`,
      })
    ).id,
    pending: (await article({ title: PENDING_TITLE })).id,
    declined: (await article({ status: 'declined', declineReason: 'Needs sources.' })).id,
  };
});
afterAll(() => t.close());

type Who = keyof typeof readers | 'visitor';
const EVERYONE: Who[] = ['visitor', 'author', 'other', 'subscriber', 'admin'];

async function viewerOf(who: Who): Promise<Viewer | null> {
  if (who === 'visitor') return null;
  return t.app.resolveViewer({ authorization: `Bearer ${readers[who].token}` });
}

const reads = () => [
  `/api/articles/${ids.free}`,
  `/api/articles/${ids.premium}`,
  `/api/articles/${ids.pending}`,
  `/api/articles/${ids.declined}`,
  `/api/article/${ids.premium}`,
  `/api/articles/${ids.free}/related`,
  `/api/articles/${ids.pending}/related`,
  '/api/articlesCount?limit=3',
  `/api/recent-articles?publisher=${encodeURIComponent(publisher)}&tag=culture&limit=2&page=1`,
  '/api/searchArticles?search=premium',
  '/api/publisher',
  '/api/stats',
  '/api/me',
  '/api/articlesIsPremuan',
  `/api/myArticles/${encodeURIComponent(readers.author.email)}`,
  '/api/admin/overview',
  '/api/users',
];

describe('the API in process', () => {
  it('answers every read exactly as the network does, for every reader', async () => {
    for (const who of EVERYONE) {
      const viewer = await viewerOf(who);
      for (const url of reads()) {
        const authorization = who === 'visitor' ? {} : { authorization: `Bearer ${readers[who].token}` };
        const network = await t.app.inject({ url, headers: authorization });
        const direct = await t.app.inProcessApi.get(url, viewer, {});
        expect(direct, `${url} as ${who} is answered in process`).toBeDefined();
        expect(direct?.status, `${url} as ${who}`).toBe(network.statusCode);
        expect(direct?.body, `${url} as ${who}`).toBe(network.body);
        expect(direct?.headers['x-total-count'], `${url} as ${who}`).toBe(network.headers['x-total-count']);
      }
    }
  });

  it('leaves to the request lifecycle what it does not answer itself', async () => {
    for (const url of [
      '/api/recent-articles?limit=abc', // refused by the schema: the lifecycle answers the 400
      '/api/no-such-route',
      '/api//articles', // not in its plain form
      '/api/auth/get-session', // the identity library's own route
    ])
      expect(await t.app.inProcessApi.get(url, null, {}), url).toBeUndefined();
  });
});

describe('a page and its API', () => {
  const page = (url: string, who: Who) =>
    t.app.inject({ url, headers: who === 'visitor' ? {} : { cookie: readers[who].cookie } });
  /** The page without the moments its query cache was filled, which differ from one rendering to the next. */
  const timeless = (html: string) =>
    html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');

  it('shows a draft only to those its API shows it to', async () => {
    for (const who of EVERYONE) {
      const response = await page(`/articlesDetails/${ids.pending}`, who);
      const allowed = who === 'author' || who === 'admin';
      expect(response.statusCode, who).toBe(allowed ? 200 : 404);
      expect(response.body.includes(PENDING_TITLE), who).toBe(allowed);
    }
  });

  it('carries the premium body only to readers who may read it', async () => {
    for (const who of EVERYONE) {
      const response = await page(`/articlesDetails/${ids.premium}`, who);
      expect(response.statusCode, who).toBe(200);
      const allowed = who === 'author' || who === 'admin' || who === 'subscriber';
      expect(response.body.includes(PREMIUM_SENTENCE), who).toBe(allowed);
    }
  });

  it('renders every page alike whether its reads are answered in process or through the lifecycle', async () => {
    const pages = [
      '/',
      `/articlesDetails/${ids.free}`,
      `/articlesDetails/${ids.premium}`,
      `/articlesDetails/${ids.pending}`,
      '/allArticles?tag=culture',
      '/myArticles',
      '/dashboard/adminHome',
    ];
    const inProcess = t.app.inProcessApi;
    for (const who of EVERYONE) {
      for (const url of pages) {
        const direct = await page(url, who);
        t.app.inProcessApi = { get: async () => undefined };
        try {
          const network = await page(url, who);
          expect(direct.statusCode, `${url} as ${who}`).toBe(network.statusCode);
          expect(timeless(direct.body) === timeless(network.body), `${url} as ${who}`).toBe(true);
        } finally {
          t.app.inProcessApi = inProcess;
        }
      }
    }
  });
});

import { slugOf } from '@shared/sections';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleNotes, user } from '../../src/server/db/schema';
import { callDirect } from '../../src/server/lib/serve';
import type { Viewer } from '../../src/server/types';
import { createArticle, createPublisher, createUser } from '../factories';
import { registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// The page renderer calls a GET endpoint's service in process (src/server/lib/serve.ts `callDirect`) where
// the browser calls it over HTTP. A page rendered on the server and the same page's data fetched by the
// browser must hold the same answer: the same fields, nothing the HTTP answer leaves out, the same total
// and the same error.

let t: TestApp;
let reader: TestUser;
let ids: { free: string; premium: string; own: string; declined: string; author: string; nobody: string };
let publisherName: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  reader = await registerUser(t, { name: 'Dara Direct' });
  publisherName = (await createPublisher(db, { publisherName: 'The Direct Gazette', country: 'Ireland' }))
    .publisherName;
  const author = await createUser(db, { name: 'Ines Inproc', bio: 'Writes about ferries.' });
  const approved = { status: 'approve', publisher: publisherName, tags: ['business', 'sports'] };
  const free = await createArticle(db, { ...approved, authorId: author.id, title: 'Harbour lights return' });
  const premium = await createArticle(db, {
    ...approved,
    authorId: author.id,
    title: 'Harbour ledger, premium edition',
    isPremium: true,
  });
  const own = await createArticle(db, { ...approved, authorId: reader.id, title: 'Harbour walk by Dara' });
  const declined = await createArticle(db, {
    authorId: reader.id,
    publisher: publisherName,
    status: 'declined',
    declineReason: 'Needs a source for the tide figures.',
    declinedAt: new Date(),
    title: 'Harbour tides, a draft',
  });
  await db.insert(articleNotes).values({
    articleId: free.id,
    kind: 'correction',
    text: 'The lights return in May.',
    notedOn: '2026-01-02',
  });
  const nobody = (await createUser(db)).id;
  ids = { free: free.id, premium: premium.id, own: own.id, declined: declined.id, author: author.id, nobody };
  for (const id of [free.id, free.id, premium.id]) {
    const counted = await t.app.inject({ method: 'PATCH', url: `/api/viewCount/${id}`, payload: {} });
    expect(counted.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

interface Case {
  key: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** The request's URL: the endpoint's path with its parameters filled in, and its query. */
function urlOf({ key, params = {}, query }: Case): string {
  const path = (key.split(' ')[1] ?? '').replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const search = new URLSearchParams(query).toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** The same GET in process and over HTTP, as the same reader (or a visitor): the two answers agree. */
async function expectSameAnswer(request: Case, who: TestUser | null) {
  const viewer: Viewer | null = who
    ? await t.app.resolveViewer({ authorization: `Bearer ${who.token}` })
    : null;
  if (who) expect(viewer?.id).toBe(who.id);
  const direct = await callDirect(
    t.app,
    request.key,
    {
      ...(request.params ? { params: request.params } : {}),
      ...(request.query ? { query: request.query } : {}),
    },
    viewer,
  );
  const http = await t.app.inject({
    method: 'GET',
    url: urlOf(request),
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
  const label = `${request.key} ${JSON.stringify(request)} as ${who ? 'reader' : 'visitor'}`;
  expect(direct.status, label).toBe(http.statusCode);
  if (http.statusCode >= 400) {
    expect(direct.error, label).toStrictEqual(http.json());
    return;
  }
  expect(direct.data, label).toStrictEqual(http.json());
  const total = http.headers['x-total-count'];
  expect(direct.total, label).toBe(total === undefined ? undefined : Number(total));
}

const cases = (): Case[] => [
  ...[ids.free, ids.premium, ids.own, ids.declined].flatMap((id) => [
    { key: 'GET /articles/:id', params: { id } },
    { key: 'GET /article/:id', params: { id } },
    { key: 'GET /articles/:id/related', params: { id } },
  ]),
  { key: 'GET /articles/:id', params: { id: '00000000-0000-4000-8000-000000000000' } },
  { key: 'GET /articles/:id', params: { id: 'not-an-id' } },
  { key: 'GET /most-read-articles', query: { limit: '5' } },
  { key: 'GET /articlesCount' },
  { key: 'GET /recent-articles', query: { limit: '9' } },
  { key: 'GET /recent-articles', query: { tag: 'sports', limit: '4' } },
  { key: 'GET /recent-articles', query: { publisher: publisherName, page: '1', limit: '2' } },
  { key: 'GET /searchArticles', query: { search: 'harbour', page: '1', limit: '12' } },
  { key: 'GET /searchArticles', query: { search: 'harbour', publisher: publisherName, tag: 'business' } },
  { key: 'GET /searchArticles', query: {} },
  { key: 'GET /articlesIsPremuan', query: { page: '1', limit: '12' } },
  { key: 'GET /myArticles/:email', params: { email: reader.email }, query: { page: '1', limit: '12' } },
  { key: 'GET /authors/:id', params: { id: ids.author } },
  { key: 'GET /authors/:id', params: { id: reader.id } },
  { key: 'GET /authors/:id', params: { id: ids.nobody } },
  { key: 'GET /authors/:id/articles', params: { id: ids.nobody } },
  { key: 'GET /authors/:id/articles', params: { id: ids.author }, query: { page: '1', limit: '12' } },
  { key: 'GET /publisher' },
  { key: 'GET /publishers/:slug', params: { slug: slugOf(publisherName) } },
  { key: 'GET /publishers/:slug', params: { slug: 'no-such-publisher' } },
  { key: 'GET /stats' },
];

describe('a GET endpoint called in process by the page renderer', () => {
  it('answers a visitor exactly what it answers over HTTP', async () => {
    for (const request of cases()) await expectSameAnswer(request, null);
  });

  it('answers a signed-in reader exactly what it answers over HTTP', async () => {
    for (const request of cases()) await expectSameAnswer(request, reader);
  });

  it('answers a premium subscriber exactly what it answers over HTTP', async () => {
    await t.database.db
      .update(user)
      .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(user.id, reader.id));
    try {
      for (const request of cases()) await expectSameAnswer(request, reader);
    } finally {
      await t.database.db.update(user).set({ premiumUntil: null }).where(eq(user.id, reader.id));
    }
  });
});

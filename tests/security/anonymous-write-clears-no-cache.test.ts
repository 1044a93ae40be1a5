import { paths } from '@shared/paths';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../factories';
import { as, registerUser, someAddress, type TestUser } from '../setup/auth';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Anyone may send a write that changes nothing: a sign-out without a session answers 200. When every
 * successful write cleared every cache in every process, a trickle of them kept the hottest pages cold. A
 * write clears only what its service names as changed (docs/decisions/0024-writes-name-what-they-changed.md).
 */

let t: TestApp;
let admin: TestUser;
let reader: TestUser;
let publisher: string;
/** An approved article in Business, by an author of its own. */
let business: { id: string };

const ORIGIN = { origin: 'http://localhost:3000' };
const HOME = paths.home;
const HOME_LIST = '/api/recent-articles';
const businessFeed = paths.feed(paths.section('business'));
const sportsFeed = paths.feed(paths.section('sports'));

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** Whether a visitor's next GET of each address is answered from the page store. */
const hits = async (...urls: string[]) =>
  Object.fromEntries(await Promise.all(urls.map(async (url) => [url, (await get(url)).headers['x-cache']])));
const cached = (...urls: string[]) => Object.fromEntries(urls.map((url) => [url, 'hit']));
/** Renders each address for a visitor, so the next GET is a hit. */
async function warm(...urls: string[]) {
  for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
  expect(await hits(...urls)).toEqual(cached(...urls));
}
const write = async (options: InjectOptions) => (await t.app.inject(options)).statusCode;

beforeAll(async () => {
  t = await createTestApp({ CACHE_MS: '60000' }, { ssr: sourceSsr });
  admin = await registerUser(t, { role: 'admin' });
  reader = await registerUser(t);
  publisher = (await createPublisher(t.database.db)).publisherName;
  const author = (await createUser(t.database.db)).id;
  business = await createArticle(t.database.db, {
    authorId: author,
    publisher,
    status: 'approve',
    tags: ['business'],
  });
});
afterAll(() => t.close());

describe('a write that changed nothing', () => {
  it('leaves a visitor’s cached pages and lists hits: a sign-out without a session, a failed sign-in, a newsletter sign-up, approving what is approved, refused and invalid writes, anonymous unsubscribes and confirmations', async () => {
    await warm(HOME, HOME_LIST, businessFeed);
    const nothingChanged: [string, InjectOptions, number][] = [
      [
        'sign-out without a session',
        { method: 'POST', url: '/api/auth/sign-out', headers: ORIGIN, payload: {} },
        200,
      ],
      [
        'failed sign-in',
        {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: ORIGIN,
          payload: { email: reader.email, password: 'not-the-password-1' },
          remoteAddress: someAddress(),
        },
        401,
      ],
      [
        'newsletter sign-up',
        { method: 'POST', url: '/api/newsletter', payload: { email: 'news@example.test' } },
        200,
      ],
      [
        'approving an approved article',
        as(admin, { method: 'PATCH', url: `/api/admin-articles/${business.id}` }),
        200,
      ],
      // Writes that failed: refused, invalid, on a version that moved on, or not the caller's to make.
      [
        'a decision on a version no longer in review',
        as(admin, {
          method: 'PATCH',
          url: `/api/admin-articles/${business.id}`,
          payload: { version: '999' },
        }),
        409,
      ],
      [
        'an invalid edit',
        as(admin, { method: 'PATCH', url: `/api/updateArticles/${business.id}`, payload: {} }),
        400,
      ],
      [
        'a reader’s approval',
        as(reader, { method: 'PATCH', url: `/api/admin-articles/${business.id}` }),
        403,
      ],
      [
        'an anonymous unsubscribe with a token never issued',
        { method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: 'Z'.repeat(32) } },
        200,
      ],
      [
        'an anonymous confirmation with a forged link',
        { method: 'POST', url: '/api/newsletter/confirm', payload: { token: 'not-a-link-of-ours' } },
        200,
      ],
    ];
    for (const [what, request, status] of nothingChanged) {
      expect(await write(request), what).toBe(status);
      expect(await hits(HOME, HOME_LIST, businessFeed), what).toEqual(cached(HOME, HOME_LIST, businessFeed));
    }
  });
});

describe('a write that changed something', () => {
  it('a reader’s sign-out ends their session and leaves a page made from other things a hit', async () => {
    await warm(businessFeed);
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }))).statusCode).toBe(200);
    const out = { method: 'POST', url: '/api/auth/sign-out', headers: { ...ORIGIN, cookie: reader.cookie } };
    expect(await write({ ...out, payload: {} } as InjectOptions)).toBe(200);
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }))).statusCode).toBe(401);
    expect(await hits(businessFeed)).toEqual(cached(businessFeed));
  });

  it('approving a new article in Sports clears the home page and its list, and leaves Business a hit', async () => {
    await warm(HOME, HOME_LIST, businessFeed, sportsFeed);
    const before = Number((await get(HOME_LIST)).headers['x-total-count']);
    const author = (await createUser(t.database.db)).id;
    const sports = await createArticle(t.database.db, {
      authorId: author,
      publisher,
      tags: ['sports'],
      title: 'Harbour regatta won on the last tack',
    });
    const approve = as(admin, { method: 'PATCH', url: `/api/admin-articles/${sports.id}` });
    expect(await write(approve)).toBe(200);

    expect(await hits(businessFeed)).toEqual(cached(businessFeed));
    const list = await get(HOME_LIST);
    expect(list.headers['x-cache']).toBeUndefined();
    expect(Number(list.headers['x-total-count'])).toBe(before + 1);
    const home = await get(HOME);
    expect(home.headers['x-cache']).toBeUndefined();
    const feed = await get(sportsFeed);
    expect(feed.headers['x-cache']).toBeUndefined();
    expect(feed.body).toContain('Harbour regatta won on the last tack');
  });
});

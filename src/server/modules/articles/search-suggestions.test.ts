import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../../tests/factories';
import { registerUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let stadium: string;
let stadia: string;
let authorId: string;

const suggest = (q: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/search-suggestions?q=${encodeURIComponent(q)}`, headers });

beforeAll(async () => {
  // The shared cache on, as in production, so the answers a visitor gets are seen being kept.
  t = await createTestApp({ CACHE_MS: '60000' });
  const { db } = t.database;
  const { publisherName: publisher } = await createPublisher(db);
  const author = await createUser(db, { name: 'Stacey Writer', image: '/media/0123456789abcdef-256.webp' });
  authorId = author.id;
  stadium = (
    await createArticle(db, {
      authorId,
      publisher,
      status: 'approve',
      title: 'The new stadium opens',
      createdAt: new Date(Date.UTC(2026, 0, 2)),
    })
  ).id;
  stadia = (
    await createArticle(db, {
      authorId,
      publisher,
      status: 'approve',
      title: 'Stadiums of the north',
      createdAt: new Date(Date.UTC(2026, 0, 1)),
    })
  ).id;
  await createArticle(db, { authorId, publisher, status: 'pending', title: 'Stadium plans leaked' });
  // A premium article's body speaks of what its title does not.
  await createArticle(db, {
    authorId,
    publisher,
    status: 'approve',
    isPremium: true,
    title: 'A quiet premium story',
    description: `${'Open words. '.repeat(40)}stalactite ${'closed words. '.repeat(60)}`,
  });
  // Someone whose only article waits for the editors is not an author with a page.
  const waiting = await createUser(db, { name: 'Stan Waiting' });
  await createArticle(db, { authorId: waiting.id, publisher, status: 'pending', title: 'Unrelated' });
});
afterAll(() => t.close());

describe('GET /api/search-suggestions', () => {
  it('suggests approved articles by the start of a title word, then sections and authors by name', async () => {
    const response = await suggest('stad');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      articles: [
        { _id: stadium, title: 'The new stadium opens' },
        { _id: stadia, title: 'Stadiums of the north' },
      ],
      sections: [],
      authors: [],
    });
    const sections = (await suggest('sci tech')).json();
    expect(sections.sections).toEqual([
      { tag: 'Science & Technology', slug: 'science-technology', name: 'Science & Technology' },
    ]);
    const people = (await suggest('sta')).json();
    expect(people.authors).toEqual([
      { _id: authorId, name: 'Stacey Writer', photo: '/media/0123456789abcdef-256.webp' },
    ]);
    expect(people.articles.map((article: { _id: string }) => article._id)).toEqual([stadium, stadia]);
  });

  it('needs every word to match, and never reads a body, premium or not', async () => {
    expect((await suggest('stadium north')).json().articles).toEqual([
      { _id: stadia, title: 'Stadiums of the north' },
    ]);
    const body = await suggest('stalactite');
    expect(body.statusCode).toBe(200);
    expect(body.json()).toEqual({ articles: [], sections: [], authors: [] });
    expect((await suggest('opens words')).json().articles).toEqual([]);
  });

  it('answers empty lists when nothing matches or nothing searchable was typed', async () => {
    for (const q of ['zzqx', '!!!', '— …']) {
      const response = await suggest(q);
      expect(response.statusCode, q).toBe(200);
      expect(response.json(), q).toEqual({ articles: [], sections: [], authors: [] });
    }
  });

  it('refuses a missing, blank, too long or malformed query with 400', async () => {
    for (const url of [
      '/api/search-suggestions',
      '/api/search-suggestions?q=',
      '/api/search-suggestions?q=%20%20',
      `/api/search-suggestions?q=${'a'.repeat(101)}`,
      '/api/search-suggestions?q=a%00b',
      '/api/search-suggestions?q=%ED%A0%80',
      '/api/search-suggestions?q[]=a',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
  });

  it('is cached for visitors like other public reads, and private for a signed-in reader', async () => {
    const first = await suggest('stadium');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=/);
    const again = await suggest('stadium');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    const reader = await registerUser(t);
    const signedIn = await suggest('stadium', { authorization: `Bearer ${reader.token}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.json()).toEqual(first.json());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const author = await createUser(db);
  const guardian = await createPublisher(db, { publisherName: 'The Guardian' });
  const monde = await createPublisher(db, { publisherName: 'Le Monde' });
  const day = (n: number) => new Date(Date.UTC(2026, 10, n));
  const base = { authorId: author.id, status: 'approve' as const };
  const harbour = (title: string, publisher: string, tags: string[], n: number) =>
    createArticle(db, {
      ...base,
      title,
      publisher,
      tags,
      createdAt: day(n),
      description: 'The harbour reopened after the storm. '.repeat(5),
    });
  await harbour('Harbour sports day', guardian.publisherName, ['sports'], 1);
  await harbour('Harbour markets', guardian.publisherName, ['business'], 2);
  await harbour('Harbour festival', monde.publisherName, ['sports', 'culture'], 3);
  await createArticle(db, {
    ...base,
    title: 'Unrelated',
    publisher: guardian.publisherName,
    tags: ['sports'],
  });
  await createArticle(db, {
    authorId: author.id,
    title: 'Harbour pending',
    publisher: guardian.publisherName,
    tags: ['sports'],
  });
});
afterAll(() => t.close());

const titles = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/searchArticles?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json() as { title: string }[];
  return { titles: list.map((article) => article.title).sort(), total: response.headers['x-total-count'] };
};

describe('GET /api/searchArticles with filters', () => {
  it('searches every approved article when no filter is given', async () => {
    expect(await titles('search=harbour')).toEqual({
      titles: ['Harbour festival', 'Harbour markets', 'Harbour sports day'],
      total: '3',
    });
  });

  it('narrows a search to one publisher', async () => {
    expect(await titles('search=harbour&publisher=The%20Guardian')).toEqual({
      titles: ['Harbour markets', 'Harbour sports day'],
      total: '2',
    });
  });

  it('narrows a search to one tag', async () => {
    expect(await titles('search=harbour&tag=sports')).toEqual({
      titles: ['Harbour festival', 'Harbour sports day'],
      total: '2',
    });
  });

  it('combines the search, the publisher and the tag', async () => {
    expect(await titles('search=harbour&publisher=The%20Guardian&tag=sports')).toEqual({
      titles: ['Harbour sports day'],
      total: '1',
    });
    expect(await titles('search=harbour&publisher=Le%20Monde&tag=business')).toEqual({
      titles: [],
      total: '0',
    });
  });

  it('refuses an unknown tag with a 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/searchArticles?search=harbour&tag=gossip',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/searchArticles?${query}` });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/searchArticles as readers type', () => {
  it('matches every word as a prefix: "harb" finds the harbour, "harb reop" needs both words', async () => {
    expect((await titles('search=harb')).total).toBe('3');
    expect((await titles('search=harb%20reop')).total).toBe('3');
    expect((await titles('search=harb%20zzzz')).total).toBe('0');
  });

  it('treats tsquery syntax in the words as text, never as an operator', async () => {
    for (const words of ['harb:* | !x', "harb') & (", '!!!', '&|!():*<->']) {
      const { status } = await search(`search=${encodeURIComponent(words)}`);
      expect(status, words).toBe(200);
    }
    expect((await titles(`search=${encodeURIComponent('harb | unrelated')}`)).total).toBe('0');
    expect((await titles(`search=${encodeURIComponent('!!!')}`)).total).toBe('0');
  });

  it('marks the matched words in the title and a snippet, as plain-text segments', async () => {
    const { body } = await search('search=harb&tag=business');
    const [result] = body as {
      highlight: { title: { text: string; match: boolean }[]; snippet: { text: string; match: boolean }[] };
    }[];
    expect(result?.highlight.title).toEqual([
      { text: 'Harbour', match: true },
      { text: ' markets', match: false },
    ]);
    const matched = result?.highlight.snippet.filter((segment) => segment.match).map((s) => s.text);
    expect(matched?.length).toBeGreaterThan(0);
    expect(new Set(matched)).toEqual(new Set(['harbour']));
  });

  it('narrows a search to the days it was written, both ends included', async () => {
    expect(await titles('search=harbour&from=2026-11-02&to=2026-11-02')).toEqual({
      titles: ['Harbour markets'],
      total: '1',
    });
    expect((await titles('search=harbour&from=2026-11-02')).total).toBe('2');
    expect((await titles('search=harbour&to=2026-11-01')).total).toBe('1');
  });

  it('refuses a date that is not YYYY-MM-DD and a range that ends before it starts', async () => {
    for (const query of [
      'from=yesterday',
      'to=2026-13-01',
      'from=2026-11-03&to=2026-11-01',
      'from=2026-11-01T00:00',
    ]) {
      const { status, body } = await search(`search=harbour&${query}`);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/searchArticles sorted', () => {
  /** The titles found, in the order they came. */
  const ordered = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/searchArticles?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { title: string }[]).map((article) => article.title);
  };
  it('puts the best match first by default and with sort=relevance, the newest first with sort=date', async () => {
    const { db } = t.database;
    const author = await createUser(db);
    const publisher = (await createPublisher(db)).publisherName;
    // An older article matching in its title ranks above a newer one matching only in its text.
    await createArticle(db, {
      authorId: author.id,
      publisher,
      status: 'approve',
      title: 'Lantern makers of the old town',
      description: 'A craft kept alive. '.repeat(5),
      createdAt: new Date(Date.UTC(2026, 0, 1)),
    });
    await createArticle(db, {
      authorId: author.id,
      publisher,
      status: 'approve',
      title: 'Night market opens',
      description: `${'Stalls sell food. '.repeat(5)}And a lantern.`,
      createdAt: new Date(Date.UTC(2026, 5, 1)),
    });
    const best = ['Lantern makers of the old town', 'Night market opens'];
    expect(await ordered('search=lantern')).toEqual(best);
    expect(await ordered('search=lantern&sort=relevance')).toEqual(best);
    expect(await ordered('search=lantern&sort=date')).toEqual([...best].reverse());
  });

  it('refuses any other order with a 400 naming sort', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/searchArticles?search=lantern&sort=views',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ sort: 'must be relevance or date' });
  });
});

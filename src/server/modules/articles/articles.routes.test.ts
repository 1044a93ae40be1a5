import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const author = await createUser(db, {
    name: 'Nellie Bly',
    email: 'nellie@example.test',
    image: '/media/nellie.webp',
    // She chose to show her address with her articles (an author who did not: author-email-shown-without-consent.test.ts).
    showEmail: true,
  });
  const guardian = await createPublisher(db, { publisherName: 'The Guardian' });
  const monde = await createPublisher(db, { publisherName: 'Le Monde' });
  const day = (n: number) => new Date(Date.UTC(2026, 10, n));
  const base = { authorId: author.id, status: 'approve' as const };
  ids = {
    old: (
      await createArticle(db, {
        ...base,
        title: 'Old',
        publisher: guardian.publisherName,
        createdAt: day(1),
        viewCount: 900,
        tags: ['sports'],
      })
    ).id,
    mid: (
      await createArticle(db, {
        ...base,
        title: 'Mid',
        publisher: monde.publisherName,
        createdAt: day(2),
        viewCount: 50,
        tags: ['culture', 'business'],
      })
    ).id,
    newest: (
      await createArticle(db, {
        ...base,
        title: 'Newest',
        publisher: guardian.publisherName,
        createdAt: day(3),
        viewCount: 5,
        isPremium: true,
        description: 'Secret premium body. '.repeat(100),
      })
    ).id,
    pending: (
      await createArticle(db, {
        authorId: author.id,
        title: 'Pending',
        publisher: guardian.publisherName,
        createdAt: day(4),
        viewCount: 10_000,
      })
    ).id,
    declined: (
      await createArticle(db, {
        authorId: author.id,
        status: 'declined',
        title: 'Declined',
        publisher: guardian.publisherName,
        createdAt: day(5),
      })
    ).id,
  };
});
afterAll(() => t.close());

describe('GET /api/recent-articles', () => {
  it('lists only approved articles, newest first, in the spec wire shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/recent-articles' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const list = response.json();
    expect(list.map((a: { title: string }) => a.title)).toEqual(['Newest', 'Mid', 'Old']);
    expect(list[1]).toMatchObject({
      _id: ids.mid,
      publisher: 'Le Monde',
      tags: 'culture,business',
      email: 'nellie@example.test',
      displayName: 'Nellie Bly',
      photo: '/media/nellie.webp',
      status: 'approve',
      isPremium: 'Make Premium',
      viewCount: 50,
      decline: {},
      date: '2026-11-02T00:00:00.000Z',
    });
  });

  it('never sends a premium body in a list', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/recent-articles' })).json();
    const premium = list.find((a: { _id: string }) => a._id === ids.newest);
    expect(premium.isPremium).toBe('Premium');
    expect(premium.description.length).toBeLessThanOrEqual(280);
  });

  it('filters by publisher and tag and paginates', async () => {
    const byPublisher = await t.app.inject({
      method: 'GET',
      url: '/api/recent-articles?publisher=The%20Guardian',
    });
    expect(byPublisher.json().map((a: { title: string }) => a.title)).toEqual(['Newest', 'Old']);
    const byTag = await t.app.inject({ method: 'GET', url: '/api/recent-articles?tag=culture' });
    expect(byTag.json().map((a: { title: string }) => a.title)).toEqual(['Mid']);
    const page2 = await t.app.inject({ method: 'GET', url: '/api/recent-articles?limit=2&page=2' });
    expect(page2.json().map((a: { title: string }) => a.title)).toEqual(['Old']);
    expect(page2.headers['x-total-count']).toBe('3');
  });

  it('refuses bad paging and filter values with a 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'page=0', 'page=abc', 'tag=gossip']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/recent-articles?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/articlesCount', () => {
  it('gives the most read approved articles for the hero', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/articlesCount' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((a: { title: string }) => a.title)).toEqual(['Old', 'Mid', 'Newest']);
  });
});

describe('GET /api/stats', () => {
  it('counts users, approved articles and publishers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(response.json()).toEqual({ totalUsers: 1, totalArticles: 3, totalPublishers: 2 });
  });
});

describe('GET /api/publisher', () => {
  it('lists the publishers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/publisher' });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((p: { publisherName: string }) => p.publisherName)
        .sort(),
    ).toEqual(['Le Monde', 'The Guardian']);
    expect(response.json()[0]).toEqual({
      _id: expect.any(String),
      publisherName: expect.any(String),
      image: expect.any(String),
      slug: expect.stringMatching(/^[a-z]+(-[a-z]+)*$/),
      country: null,
    });
  });
});

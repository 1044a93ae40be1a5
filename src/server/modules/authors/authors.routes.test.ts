import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let authorId: string;
let notYetAuthorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const author = await createUser(db, {
    name: 'Ada Author',
    bio: 'Covers the harbour and the courts.',
    image: '/media/0123456789abcdef-256.webp',
  });
  authorId = author.id;
  const { publisherName: publisher } = await createPublisher(db);
  for (const [n, status] of (['approve', 'approve', 'pending', 'declined'] as const).entries()) {
    await createArticle(db, {
      authorId,
      publisher,
      status,
      title: `Ada's story ${n} (${status})`,
      createdAt: new Date(Date.UTC(2026, 0, n + 1)),
    });
  }
  // Someone whose only article waits for the editors is not an author yet.
  notYetAuthorId = (await createUser(db, { name: 'Pat Pending', bio: 'Not public.' })).id;
  await createArticle(db, { authorId: notYetAuthorId, publisher, status: 'pending' });
});
afterAll(() => t.close());

describe('GET /api/authors/:id', () => {
  it('shows an author’s name, photo and bio, and nothing else about the account', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/authors/${authorId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: authorId,
      name: 'Ada Author',
      photo: '/media/0123456789abcdef-256.webp',
      bio: 'Covers the harbour and the courts.',
    });
    expect(response.headers['cache-control']).toMatch(/^public/);
  });

  it('answers 404 for a reader without an approved article and for an unknown id, 400 for a bad one', async () => {
    for (const id of [notYetAuthorId, randomUUID()]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/authors/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect(response.body).not.toContain('Not public.');
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/authors/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/authors/:id/articles', () => {
  it('lists only the approved articles, newest first, a page at a time', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/authors/${authorId}/articles?limit=1` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.json().map((a: { title: string }) => a.title)).toEqual(["Ada's story 1 (approve)"]);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/authors/${authorId}/articles?limit=1&page=2`,
    });
    expect(second.json()[0]).toMatchObject({ title: "Ada's story 0 (approve)", authorId });
  });

  it('answers 404 for someone who is not an author and 400 for a bad id or page', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/authors/${notYetAuthorId}/articles` });
    expect(missing.statusCode).toBe(404);
    for (const url of [`/api/authors/x/articles`, `/api/authors/${authorId}/articles?page=0`]) {
      const bad = await t.app.inject({ method: 'GET', url });
      expect(bad.statusCode, url).toBe(400);
    }
  });
});

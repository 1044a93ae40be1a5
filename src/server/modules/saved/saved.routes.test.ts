import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { articles } from '../../db/schema';

let t: TestApp;
let reader: TestUser;
let other: TestUser;
let publisher: string;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t, { name: 'Sam Saver' });
  other = await registerUser(t, { name: 'Olive Other' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

const approved = async (title: string, createdAt = new Date()) =>
  (await createArticle(t.database.db, { publisher, status: 'approve', title, createdAt })).id;
const call = (who: TestUser | null, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  t.app.inject(as(who, { method, url }));
const titles = (response: { json(): { title: string }[] }) => response.json().map((a) => a.title);

describe('saving and unsaving', () => {
  it('saves an article once however often it is saved, and removes it however often it is removed', async () => {
    const id = await approved('Kept for the train');
    expect((await call(reader, 'GET', `/api/saved/${id}`)).json()).toEqual({ saved: false });

    for (let n = 0; n < 2; n++) {
      const saved = await call(reader, 'PUT', `/api/saved/${id}`);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ saved: true });
    }
    expect((await call(reader, 'GET', `/api/saved/${id}`)).json()).toEqual({ saved: true });
    const list = await call(reader, 'GET', '/api/saved');
    expect(titles(list)).toEqual(['Kept for the train']);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.headers['cache-control']).toBe('private, no-cache');

    for (let n = 0; n < 2; n++) {
      const removed = await call(reader, 'DELETE', `/api/saved/${id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ saved: false });
    }
    expect((await call(reader, 'GET', `/api/saved/${id}`)).json()).toEqual({ saved: false });
    expect((await call(reader, 'GET', '/api/saved')).json()).toEqual([]);
  });

  it('keeps each reader’s list their own', async () => {
    const id = await approved('Only Sam’s');
    await call(reader, 'PUT', `/api/saved/${id}`);
    expect((await call(other, 'GET', `/api/saved/${id}`)).json()).toEqual({ saved: false });
    expect(titles(await call(other, 'GET', '/api/saved'))).not.toContain('Only Sam’s');
    // Another reader's removal touches only their own (empty) list.
    await call(other, 'DELETE', `/api/saved/${id}`);
    expect((await call(reader, 'GET', `/api/saved/${id}`)).json()).toEqual({ saved: true });
    await call(reader, 'DELETE', `/api/saved/${id}`);
  });

  it('answers 404 for an article that does not exist or is not live, even the reader’s own draft', async () => {
    const pending = (
      await createArticle(t.database.db, { publisher, authorId: reader.id, status: 'pending' })
    ).id;
    const declined = (await createArticle(t.database.db, { publisher, status: 'declined' })).id;
    for (const id of [randomUUID(), pending, declined]) {
      const response = await call(reader, 'PUT', `/api/saved/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await call(reader, 'GET', '/api/saved')).json()).toEqual([]);
  });

  it('refuses a bad id and a bad page with a clear 400', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(reader, method, '/api/saved/not-an-id');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { id: expect.any(String) },
      });
    }
    for (const query of ['page=0', 'limit=0', 'limit=abc']) {
      const response = await call(reader, 'GET', `/api/saved?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses visitors with 401 and stores nothing for them', async () => {
    const id = await approved('Not for visitors');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(null, method, `/api/saved/${id}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
    expect((await call(null, 'GET', '/api/saved')).statusCode).toBe(401);
  });
});

describe('GET /api/saved', () => {
  it('lists the last saved first, in pages, as previews, and drops an article that left the site', async () => {
    const reader2 = await registerUser(t, { name: 'Pat Pages' });
    const ids: string[] = [];
    for (let n = 1; n <= 3; n++) {
      ids.push(await approved(`Saved story ${n}`, new Date(Date.UTC(2026, 0, n))));
      await call(reader2, 'PUT', `/api/saved/${ids.at(-1)}`);
    }
    const premium = await createArticle(t.database.db, {
      publisher,
      status: 'approve',
      isPremium: true,
      title: 'Saved premium story',
      description: 'Paywalled words. '.repeat(200),
    });
    await call(reader2, 'PUT', `/api/saved/${premium.id}`);

    const first = await call(reader2, 'GET', '/api/saved?limit=2');
    expect(titles(first)).toEqual(['Saved premium story', 'Saved story 3']);
    expect(first.headers['x-total-count']).toBe('4');
    // A list sends previews only: the premium body stays behind the paywall here too.
    expect(first.body).not.toContain('Paywalled words. '.repeat(40));
    expect(titles(await call(reader2, 'GET', '/api/saved?limit=2&page=2'))).toEqual([
      'Saved story 2',
      'Saved story 1',
    ]);

    await t.database.db
      .update(articles)
      .set({ status: 'declined' })
      .where(eq(articles.id, ids[0] as string));
    const after = await call(reader2, 'GET', '/api/saved');
    expect(titles(after)).not.toContain('Saved story 1');
    expect(after.headers['x-total-count']).toBe('3');
  });
});

describe('GET /api/saved/states', () => {
  it('answers, for a page of cards, which of its articles this reader saved, in one question', async () => {
    const [one, two, three] = [
      await approved('Card one'),
      await approved('Card two'),
      await approved('Card three'),
    ];
    await call(reader, 'PUT', `/api/saved/${one}`);
    await call(reader, 'PUT', `/api/saved/${three}`);
    await call(other, 'PUT', `/api/saved/${two}`);
    const answer = await call(reader, 'GET', `/api/saved/states?ids=${one},${two},${three},${one}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect([...answer.json().saved].sort()).toEqual([one, three].sort());
    expect((await call(other, 'GET', `/api/saved/states?ids=${one},${two}`)).json()).toEqual({
      saved: [two],
    });
    // Unknown ids are simply not saved.
    expect((await call(reader, 'GET', `/api/saved/states?ids=${randomUUID()}`)).json()).toEqual({
      saved: [],
    });
  });

  it('refuses a list that is not ids, is empty or is longer than a page, and a visitor', async () => {
    const id = await approved('Asked about');
    for (const ids of [
      '',
      'not-an-id',
      `${id},x`,
      Array.from({ length: 61 }, () => randomUUID()).join(','),
    ]) {
      const refused = await call(reader, 'GET', `/api/saved/states?ids=${ids}`);
      expect(refused.statusCode, ids.slice(0, 40)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call(reader, 'GET', '/api/saved/states')).statusCode).toBe(400);
    expect((await call(null, 'GET', `/api/saved/states?ids=${id}`)).statusCode).toBe(401);
  });
});

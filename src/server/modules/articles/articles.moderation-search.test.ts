import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

/** The editors' search of All Articles (docs/product.md#dashboard). */
let t: TestApp;
let editor: TestUser;
let reader: TestUser;
let marta: TestUser;

const list = (query: string, who: TestUser | null = editor) =>
  t.app.inject(as(who, { method: 'GET', url: `/api/articles?${query}` }));
const titles = async (query: string) => {
  const answer = await list(query);
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { title: string }[]).map((article) => article.title).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  editor = await registerUser(t, { name: 'Eli Editor', role: 'editor' });
  reader = await registerUser(t, { name: 'Rae Reader' });
  marta = await registerUser(t, { name: 'Marta Quillfeather', email: 'marta.q@example.test' });
  const { db } = t.database;
  const publisher = (await createPublisher(db)).publisherName;
  await createArticle(db, { title: 'Lighthouse keepers strike', status: 'pending', publisher });
  await createArticle(db, {
    title: 'Harbour dues rise',
    description: 'The lighthouse fund takes a share.',
    status: 'approve',
    publisher,
  });
  await createArticle(db, { title: 'Orchard fair opens', authorId: marta.id, status: 'declined', publisher });
});
afterAll(() => t.close());

describe('the editors’ search of all articles', () => {
  it('finds words of the title or text, each as the start of a word, with the status filter', async () => {
    expect(await titles('search=lighthouse')).toEqual(['Harbour dues rise', 'Lighthouse keepers strike']);
    expect(await titles('search=lightho')).toEqual(['Harbour dues rise', 'Lighthouse keepers strike']);
    expect(await titles('search=lighthouse&status=pending')).toEqual(['Lighthouse keepers strike']);
    expect((await list('search=lighthouse')).headers['x-total-count']).toBe('2');
  });

  it('finds an author by part of the name or e-mail address, taking % and _ literally', async () => {
    expect(await titles('search=quillfeath')).toEqual(['Orchard fair opens']);
    expect(await titles('search=marta.q%40example')).toEqual(['Orchard fair opens']);
    expect(await titles('search=%25')).toEqual([]);
    expect(await titles('search=_')).toEqual([]);
  });

  it('refuses bad input and readers', async () => {
    expect((await list('search=a%00b')).statusCode).toBe(400);
    expect((await list(`search=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await list('search=lighthouse', reader)).statusCode).toBe(403);
    expect((await list('search=lighthouse', null)).statusCode).toBe(401);
  });
});

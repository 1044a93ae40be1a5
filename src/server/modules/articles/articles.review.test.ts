import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

/** What an editor reads before deciding (docs/product.md#moderation). */
let t: TestApp;
let author: TestUser;
let reader: TestUser;
let editor: TestUser;
let publisher: string;

const fields = (title: string, text: string) => ({ title, publisher, tags: 'culture', description: text });
const review = (who: TestUser | null, id: string) =>
  t.app.inject(as(who, { method: 'GET', url: `/api/articles/${id}/review` }));
const write = async (title: string, text: string) =>
  (
    await t.app.inject(as(author, { method: 'POST', url: '/api/articles', payload: fields(title, text) }))
  ).json().insertedId as string;

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ann Author' });
  reader = await registerUser(t, { name: 'Rex Reader' });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

describe('GET /api/articles/:id/review', () => {
  it('gives an editor a pending article whole, rendered as readers will get it', async () => {
    const id = await write('Bridge closes', 'The bridge closes for repairs.\n\nTraffic goes round.');
    const response = await review(editor, id);
    expect(response.statusCode).toBe(200);
    const article = response.json();
    expect(article).toMatchObject({ _id: id, title: 'Bridge closes', status: 'pending' });
    expect(article.html).toBe('<p>The bridge closes for repairs.</p><p>Traffic goes round.</p>');
    expect(article.locked).toBeUndefined();
    expect(article.edit).toBeUndefined();
  });

  it('gives the edit in review of a live article beside the live version', async () => {
    const id = await write('Ferry sails', 'The ferry sails at noon.');
    await t.app.inject(as(editor, { method: 'PATCH', url: `/api/admin-articles/${id}` }));
    await t.app.inject(
      as(author, {
        method: 'PATCH',
        url: `/api/updateArticles/${id}`,
        payload: fields('Ferry sails late', 'The ferry sails at two.'),
      }),
    );
    const article = (await review(editor, id)).json();
    expect(article).toMatchObject({ title: 'Ferry sails', description: 'The ferry sails at noon.' });
    expect(article.edit).toMatchObject({
      state: 'pending',
      title: 'Ferry sails late',
      html: '<p>The ferry sails at two.</p>',
    });
  });

  it('refuses its author, other readers and visitors', async () => {
    const id = await write('Market moves', 'The market moves to the square.');
    expect((await review(author, id)).statusCode).toBe(403);
    expect((await review(reader, id)).statusCode).toBe(403);
    expect((await review(null, id)).statusCode).toBe(401);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect((await review(editor, 'not-an-id')).statusCode).toBe(400);
    expect((await review(editor, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

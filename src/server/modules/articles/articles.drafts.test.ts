import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../../../tests/factories';
import { as, registerUser, signUp, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { articleDrafts, articles } from '../../db/schema';

/** Drafts and their autosave (docs/product.md#drafts). */
let t: TestApp;
let author: TestUser;
let other: TestUser;
let editor: TestUser;
let admin: TestUser;
let publisher: string;

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const call = (
  who: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject(as(who, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload }) }));
const start = async (fields: Record<string, unknown> = {}) => {
  const created = await call(author, 'POST', '/drafts', fields);
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; version: number; updatedAt: string };
};

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Dana Drafter' });
  other = await registerUser(t, { name: 'Otto Other' });
  editor = await registerUser(t, { name: 'Eda Editor', role: 'editor' });
  admin = await registerUser(t, { name: 'Ada Admin', role: 'admin' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

describe('a draft', () => {
  it('starts empty or half written, is saved version by version, and is listed for its author only', async () => {
    const { id, version } = await start({ title: 'Tide tables' });
    expect(version).toBe(1);
    const saved = await call(author, 'PUT', `/drafts/${id}`, {
      version: 1,
      title: 'Tide tables for the week',
      publisher,
      tags: ['culture'],
      body: doc('High water at six.'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    const read = (await call(author, 'GET', `/drafts/${id}`)).json();
    expect(read).toMatchObject({
      id,
      title: 'Tide tables for the week',
      publisher,
      tags: ['culture'],
      image: '',
      version: 2,
      body: doc('High water at six.'),
    });
    const mine = (await call(author, 'GET', '/drafts')).json();
    expect(mine.map((draft: { id: string }) => draft.id)).toContain(id);
    expect((await call(other, 'GET', '/drafts')).json()).toEqual([]);
    // Nobody else sees it, editors and admins included: a draft is not an article yet.
    for (const who of [other, editor, admin]) {
      expect((await call(who, 'GET', `/drafts/${id}`)).statusCode).toBe(404);
      expect((await call(who, 'PUT', `/drafts/${id}`, { version: 2, title: 'x' })).statusCode).toBe(404);
      expect((await call(who, 'DELETE', `/drafts/${id}`)).statusCode).toBe(404);
    }
    expect((await call(null, 'GET', `/drafts/${id}`)).statusCode).toBe(401);
    expect((await call(null, 'POST', '/drafts', {})).statusCode).toBe(401);
    // It is not among the articles anywhere.
    const stored = await t.database.db
      .select()
      .from(articles)
      .where(eq(articles.title, 'Tide tables for the week'));
    expect(stored).toEqual([]);
  });

  it('refuses a save based on an older version instead of overwriting what another window saved', async () => {
    const { id } = await start({ title: 'First window' });
    expect(
      (await call(author, 'PUT', `/drafts/${id}`, { version: 1, title: 'Second window' })).statusCode,
    ).toBe(200);
    const stale = await call(author, 'PUT', `/drafts/${id}`, { version: 1, title: 'First window, later' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'DRAFT_CONFLICT' });
    expect((await call(author, 'GET', `/drafts/${id}`)).json()).toMatchObject({
      title: 'Second window',
      version: 2,
    });
    // Based on the version now stored, the same save goes through.
    const retried = await call(author, 'PUT', `/drafts/${id}`, { version: 2, title: 'First window, later' });
    expect(retried.json().version).toBe(3);
  });

  it('refuses bad fields with 400 and names them', async () => {
    const { id } = await start();
    const bad: Record<string, unknown>[] = [
      { version: 1, tags: ['gossip'] },
      { version: 1, title: 'x'.repeat(201) },
      { version: 1, image: 'https://evil.example/x.png' },
      { version: 1, body: { type: 'doc', content: [{ type: 'script' }] } },
      { version: 1, body: doc('x'.repeat(50_001)) },
      { version: 0 },
      { title: 'no version' },
      { version: 'one' },
    ];
    for (const payload of bad) {
      const answer = await call(author, 'PUT', `/drafts/${id}`, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call(author, 'POST', '/drafts', { tags: 'culture' })).statusCode).toBe(400);
    expect((await call(author, 'GET', '/drafts/not-a-uuid')).statusCode).toBe(400);
  });

  it('needs a confirmed e-mail address to be started', async () => {
    const account = await signUp(t, { name: 'Una Unconfirmed' });
    const session = await (await t.app.auth.$context).internalAdapter.createSession(account.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/drafts',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { title: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('is submitted for review as a pending article, complete and current, and then it is gone', async () => {
    const { id } = await start({ title: 'Harbour lights' });
    const article = { title: 'Harbour lights', publisher, tags: 'culture', body: doc('The lights came on.') };
    const incomplete = await call(author, 'POST', `/drafts/${id}/submit?version=1`, {
      title: 'Harbour lights',
    });
    expect(incomplete.statusCode).toBe(400);
    const stale = await call(author, 'POST', `/drafts/${id}/submit?version=7`, article);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('DRAFT_CONFLICT');
    expect((await call(other, 'POST', `/drafts/${id}/submit?version=1`, article)).statusCode).toBe(404);
    expect((await call(author, 'POST', `/drafts/${id}/submit`, article)).statusCode).toBe(400);

    const submitted = await call(author, 'POST', `/drafts/${id}/submit?version=1`, article);
    expect(submitted.statusCode).toBe(201);
    const { insertedId } = submitted.json();
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, insertedId));
    expect(row).toMatchObject({
      status: 'pending',
      title: 'Harbour lights',
      description: 'The lights came on.',
    });
    expect(await t.database.db.select().from(articleDrafts).where(eq(articleDrafts.id, id))).toEqual([]);
    expect((await call(author, 'GET', `/drafts/${id}`)).statusCode).toBe(404);
  });

  it('is deleted by its author', async () => {
    const { id } = await start({ title: 'Never mind' });
    expect((await call(author, 'DELETE', `/drafts/${id}`)).json()).toEqual({ deletedCount: 1 });
    expect((await call(author, 'DELETE', `/drafts/${id}`)).statusCode).toBe(404);
  });
});

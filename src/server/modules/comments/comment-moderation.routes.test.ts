import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let reader: TestUser;
let reporter: TestUser;
let editor: TestUser;
let admin: TestUser;
let publisher: string;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t, { name: 'Troll Tim' });
  reporter = await registerUser(t, { name: 'Careful Cora' });
  editor = await registerUser(t, { name: 'Eddie Editor', role: 'editor' });
  admin = await registerUser(t, { name: 'Ada Admin', role: 'admin' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload === undefined ? {} : { payload }) }));
const article = async () => (await createArticle(t.database.db, { publisher, status: 'approve' })).id;
const post = async (who: TestUser, articleId: string, body: string) => {
  const response = await call(who, 'POST', `/api/comments/articles/${articleId}`, { body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { _id: string })._id;
};
const auditActions = async () =>
  (await call(admin, 'GET', '/api/admin/audit-log?limit=100')).json() as {
    action: string;
    targetId: string;
    details: Record<string, unknown>;
  }[];

describe('the editors’ moderation', () => {
  it('queues reported comments, once per reporter, and hides and restores them', async () => {
    const id = await article();
    const rude = await post(reader, id, 'Something rude');
    for (let n = 0; n < 2; n++)
      expect((await call(reporter, 'POST', `/api/comments/${rude}/report`)).json()).toEqual({
        reported: true,
      });

    const queue = await call(editor, 'GET', '/api/comments/moderation?view=reported');
    expect(queue.statusCode).toBe(200);
    expect(queue.json()[0]).toMatchObject({ _id: rude, reports: 1, hidden: false, authorBanned: false });
    expect(queue.json()[0].articleTitle).toEqual(expect.any(String));

    const hidden = await call(editor, 'PUT', `/api/comments/${rude}/hidden`, { hidden: true });
    expect(hidden.json()).toMatchObject({ _id: rude, hidden: true, reports: 0 });
    expect((await call(null, 'GET', `/api/comments/articles/${id}`)).json()).toEqual([]);
    expect((await call(null, 'GET', `/api/comments/articles/${id}/summary`)).json().count).toBe(0);
    expect((await call(editor, 'GET', '/api/comments/moderation?view=reported')).json()).toEqual([]);
    const recent = (await call(editor, 'GET', '/api/comments/moderation?view=recent')).json();
    expect(recent.find((c: { _id: string }) => c._id === rude)).toMatchObject({ hidden: true });
    // Hidden from readers, reporting it finds nothing.
    expect((await call(reporter, 'POST', `/api/comments/${rude}/report`)).statusCode).toBe(404);

    await call(editor, 'PUT', `/api/comments/${rude}/hidden`, { hidden: false });
    expect((await call(null, 'GET', `/api/comments/articles/${id}`)).json()).toHaveLength(1);
    const actions = (await auditActions()).filter((entry) => entry.targetId === rude).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['comment.hide', 'comment.restore']));
  });

  it('deletes any comment, recorded in the audit log', async () => {
    const id = await article();
    const comment = await post(reader, id, 'To be removed');
    expect((await call(editor, 'DELETE', `/api/comments/${comment}`)).json()).toEqual({ deletedCount: 1 });
    expect((await auditActions()).some((e) => e.action === 'comment.delete' && e.targetId === comment)).toBe(
      true,
    );
  });

  it('bars a reader from commenting with a reason in the audit log, and lets them back', async () => {
    const id = await article();
    const banned = await call(editor, 'PUT', `/api/comments/bans/${reader.id}`, { reason: 'Repeated abuse' });
    expect(banned.json()).toEqual({ banned: true });
    const refused = await call(reader, 'POST', `/api/comments/articles/${id}`, { body: 'Let me in' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: expect.any(String) });
    const entry = (await auditActions()).find((e) => e.action === 'comment.ban' && e.targetId === reader.id);
    expect(entry?.details).toMatchObject({ reason: 'Repeated abuse' });

    expect((await call(editor, 'PUT', `/api/comments/bans/${reader.id}`, { reason: ' ' })).statusCode).toBe(
      400,
    );
    expect((await call(editor, 'PUT', '/api/comments/bans/nobody-at-all', { reason: 'x' })).statusCode).toBe(
      404,
    );

    expect((await call(editor, 'DELETE', `/api/comments/bans/${reader.id}`)).json()).toEqual({
      banned: false,
    });
    await post(reader, id, 'Back, and polite');
  });

  it('closes comments on one article and on the whole site', async () => {
    const id = await article();
    const closed = await call(editor, 'PUT', `/api/comments/articles/${id}/open`, { open: false });
    expect(closed.json()).toMatchObject({ state: 'article' });
    const refused = await call(reporter, 'POST', `/api/comments/articles/${id}`, { body: 'Hello' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
    await call(editor, 'PUT', `/api/comments/articles/${id}/open`, { open: true });
    expect((await call(editor, 'PUT', `/api/comments/articles/${id}/open`, { open: 'no' })).statusCode).toBe(
      400,
    );

    expect((await call(admin, 'PUT', '/api/comments/site/open', { open: false })).json()).toEqual({
      open: false,
    });
    expect((await call(editor, 'GET', '/api/comments/site/open')).json()).toEqual({ open: false });
    expect((await call(null, 'GET', `/api/comments/articles/${id}/summary`)).json().state).toBe('site');
    const site = await call(reporter, 'POST', `/api/comments/articles/${id}`, { body: 'Hello' });
    expect(site.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Comments are turned off on this site for now.',
    });
    await call(admin, 'PUT', '/api/comments/site/open', { open: true });
    expect((await call(admin, 'PUT', '/api/comments/site/open', {})).statusCode).toBe(400);
    await post(reporter, id, 'Open again');
  });

  it('refuses bad queue input and readers who are not editors', async () => {
    expect((await call(editor, 'GET', '/api/comments/moderation?view=all')).statusCode).toBe(400);
    expect((await call(editor, 'PUT', '/api/comments/not-an-id/hidden', { hidden: true })).statusCode).toBe(
      400,
    );
    for (const [method, url, payload] of [
      ['GET', '/api/comments/moderation', undefined],
      ['PUT', `/api/comments/bans/${reporter.id}`, { reason: 'x' }],
      ['PUT', '/api/comments/site/open', { open: false }],
    ] as [Method, string, object | undefined][]) {
      expect((await call(reader, method, url, payload)).statusCode).toBe(403);
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
    expect((await call(editor, 'PUT', '/api/comments/site/open', { open: false })).statusCode).toBe(403);
  });
});

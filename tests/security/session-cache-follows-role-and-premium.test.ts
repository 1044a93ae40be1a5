import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../factories';
import { as, registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Who a token belongs to is cached for the TTL (src/server/plugins/authentication.ts). A role taken away,
 * or premium bought, must count from the reader's next request: the write names the account
 * (`user:<id>`, src/server/lib/changes.ts) and the cached reader leaves, whatever the TTL.
 */

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ CACHE_MS: '60000' });
  admin = await registerUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const setRole = (id: string, role: string) =>
  t.app.inject(as(admin, { method: 'PATCH', url: `/api/users/admin/${id}`, payload: { role } }));

describe('the cached reader behind a token', () => {
  it('loses an editor’s rights on the next request after the role is taken away, and gains them back', async () => {
    const editor = await registerUser(t, { role: 'editor' });
    const editorsList = () => t.app.inject(as(editor, { method: 'GET', url: '/api/articles' }));
    expect((await editorsList()).statusCode).toBe(200);
    expect((await setRole(editor.id, 'user')).statusCode).toBe(200);
    expect((await editorsList()).statusCode).toBe(403);
    expect((await setRole(editor.id, 'editor')).statusCode).toBe(200);
    expect((await editorsList()).statusCode).toBe(200);
  });

  it('reads a premium body on the next request after the free month is taken', async () => {
    const reader = await registerUser(t);
    const article = await createArticle(t.database.db, { status: 'approve', isPremium: true });
    const read = async () =>
      (await t.app.inject(as(reader, { method: 'GET', url: `/api/articles/${article.id}` }))).json();
    expect(await read()).toMatchObject({ locked: true, lockReason: 'premium' });
    const free = await t.app.inject(as(reader, { method: 'POST', url: '/api/subscriptions/free' }));
    expect(free.statusCode, free.body).toBeLessThan(300);
    expect((await read()).locked).toBeUndefined();
  });
});

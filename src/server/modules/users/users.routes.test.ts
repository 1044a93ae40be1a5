import { MODERATION_TEXTS } from '@shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { auditLog, user } from '../../db/schema';

let t: TestApp;
let reader: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t, { name: 'Rita Reader', email: 'rita@example.test' });
  other = await registerUser(t, { name: 'Otto Other', email: 'otto@example.test' });
  admin = await registerUser(t, { name: 'Edna Editor', email: 'edna@example.test', role: 'admin' });
});
afterAll(() => t.close());

describe('GET and PATCH /api/me', () => {
  it('updates the name and photo, and refuses a bad photo URL', async () => {
    const ok = await t.app.inject(
      as(reader, {
        method: 'PATCH',
        url: '/api/me',
        payload: { name: 'Rita R.', photo: 'https://example.test/rita.png' },
      }),
    );
    expect(ok.statusCode).toBe(200);
    // An https: photo is none until the server has fetched it (user-photos.test.ts).
    expect(ok.json()).toMatchObject({ name: 'Rita R.', photo: '', email: 'rita@example.test' });
    const bad = await t.app.inject(
      as(reader, { method: 'PATCH', url: '/api/me', payload: { name: '', photo: 'javascript:alert(1)' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: 'is required',
      photo: 'must be an https:// address or a picture uploaded here',
    });
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { name: 'x', photo: '' } })).statusCode,
    ).toBe(401);
  });
});

describe('the author’s bio', () => {
  it('is written in the profile, kept when left out and removed with an empty one', async () => {
    const patch = (payload: object) =>
      t.app.inject(
        as(other, { method: 'PATCH', url: '/api/me', payload: { name: 'Otto Other', ...payload } }),
      );
    expect((await patch({ bio: '  Writes on  trains. ' })).json()).toMatchObject({
      bio: 'Writes on  trains.',
    });
    expect((await patch({})).json()).toMatchObject({ bio: 'Writes on  trains.' });
    expect((await t.app.inject(as(other, { method: 'GET', url: '/api/me' }))).json().bio).toBe(
      'Writes on  trains.',
    );
    expect((await patch({ bio: '' })).json()).toMatchObject({ bio: '' });
  });

  it('refuses a bio that is too long, holds markup or a line break, and keeps the stored one', async () => {
    await t.app.inject(
      as(other, { method: 'PATCH', url: '/api/me', payload: { name: 'Otto', bio: 'Kept.' } }),
    );
    for (const bio of ['x'.repeat(301), 'I <b>write</b>', 'two\nlines', 12]) {
      const response = await t.app.inject(
        as(other, { method: 'PATCH', url: '/api/me', payload: { name: 'Otto', bio } }),
      );
      expect(response.statusCode, String(bio)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['bio']);
    }
    expect((await t.app.inject(as(other, { method: 'GET', url: '/api/me' }))).json().bio).toBe('Kept.');
    // The database holds the line too.
    await expect(
      t.database.db
        .update(user)
        .set({ bio: 'x'.repeat(301) })
        .where(eq(user.id, other.id)),
    ).rejects.toThrow();
  });
});

describe('POST /api/users', () => {
  it('records the caller, and only the caller', async () => {
    const own = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/users',
        payload: { email: 'RITA@example.test', name: 'Rita' },
      }),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ insertedId: reader.id });
    const foreign = await t.app.inject(
      as(reader, { method: 'POST', url: '/api/users', payload: { email: other.email } }),
    );
    expect(foreign.statusCode).toBe(403);
    const bad = await t.app.inject(
      as(reader, { method: 'POST', url: '/api/users', payload: { email: 'nope' } }),
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/users', () => {
  it('lists users with e-mails for admins only, searchable and paginated', async () => {
    const list = await t.app.inject(as(admin, { method: 'GET', url: '/api/users?limit=2' }));
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('3');
    expect(list.json()).toHaveLength(2);
    const found = await t.app.inject(as(admin, { method: 'GET', url: '/api/users?search=otto' }));
    expect(found.json().map((u: { email: string }) => u.email)).toEqual(['otto@example.test']);
    const wildcard = await t.app.inject(as(admin, { method: 'GET', url: '/api/users?search=%25' }));
    expect(wildcard.json()).toEqual([]);
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/users' }))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/admin/:email', () => {
  it('answers for one’s own e-mail; admins may ask about anyone', async () => {
    expect(
      (await t.app.inject(as(reader, { method: 'GET', url: `/api/users/admin/${reader.email}` }))).json(),
    ).toEqual({ admin: false, role: 'user' });
    expect(
      (await t.app.inject(as(admin, { method: 'GET', url: `/api/users/admin/${admin.email}` }))).json(),
    ).toEqual({ admin: true, role: 'admin' });
    expect(
      (await t.app.inject(as(reader, { method: 'GET', url: `/api/users/admin/${admin.email}` }))).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject(as(admin, { method: 'GET', url: `/api/users/admin/${reader.email}` }))).json(),
    ).toEqual({ admin: false, role: 'user' });
    expect(
      (await t.app.inject(as(reader, { method: 'GET', url: '/api/users/admin/not-an-email' }))).statusCode,
    ).toBe(400);
  });
});

describe('PATCH /api/users/admin/:id', () => {
  const promote = (id: string) => ({
    method: 'PATCH' as const,
    url: `/api/users/admin/${id}`,
    payload: { role: 'admin' },
  });

  it('promotes a user once, records it in the audit log, and refuses non-admins', async () => {
    expect((await t.app.inject(as(reader, promote(other.id)))).statusCode).toBe(403);
    const promoted = await t.app.inject(as(admin, promote(other.id)));
    expect(promoted.json()).toEqual({ modifiedCount: 1 });
    const again = await t.app.inject(as(admin, promote(other.id)));
    expect(again.json()).toEqual({ modifiedCount: 0 });
    const entries = await t.database.db.select().from(auditLog);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'user.make-admin',
        targetType: 'user',
        targetId: other.id,
      }),
    ]);
    expect((await t.app.inject(as(admin, promote('no-such-user')))).statusCode).toBe(404);
  });

  it('demotes an admin but the last admin keeps the role', async () => {
    const demoted = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/users/admin/${other.id}`, payload: { role: 'user' } }),
    );
    expect(demoted.json()).toEqual({ modifiedCount: 1 });
    const last = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/users/admin/${admin.id}`, payload: { role: 'user' } }),
    );
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_ADMIN' });
    const stillAdmin = await t.app.inject(
      as(admin, { method: 'GET', url: `/api/users/admin/${admin.email}` }),
    );
    expect(stillAdmin.json()).toEqual({ admin: true, role: 'admin' });
    // Making the last admin an editor takes the admin role away just the same.
    const toEditor = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/users/admin/${admin.id}`, payload: { role: 'editor' } }),
    );
    expect(toEditor.statusCode).toBe(409);
    expect(toEditor.json()).toMatchObject({ code: 'LAST_ADMIN' });
    const badRole = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/users/admin/${other.id}`, payload: { role: 'owner' } }),
    );
    expect(badRole.statusCode).toBe(400);
  });

  it('needs the role spelled out: no body, or anything beside the role, is refused', async () => {
    for (const request of [{}, { payload: {} }, { payload: { role: 'admin', extra: true } }]) {
      const response = await t.app.inject(
        as(admin, { method: 'PATCH', url: `/api/users/admin/${reader.id}`, ...request }),
      );
      expect(response.statusCode).toBe(400);
    }
    const check = await t.app.inject(as(admin, { method: 'GET', url: `/api/users/admin/${reader.email}` }));
    expect(check.json()).toEqual({ admin: false, role: 'user' });
  });

  it('makes a reader an editor, who then moderates but may not change roles', async () => {
    const editor = await registerUser(t, { name: 'Eve Editor' });
    const made = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/users/admin/${editor.id}`, payload: { role: 'editor' } }),
    );
    expect(made.json()).toEqual({ modifiedCount: 1 });
    const own = await t.app.inject(as(editor, { method: 'GET', url: `/api/users/admin/${editor.email}` }));
    expect(own.json()).toEqual({ admin: false, role: 'editor' });
    const me = await t.app.inject(as(editor, { method: 'GET', url: '/api/me' }));
    expect(me.json()).toMatchObject({ role: 'editor' });
    const [entry] = (await t.database.db.select().from(auditLog)).filter((row) => row.targetId === editor.id);
    expect(entry).toMatchObject({
      action: 'user.make-editor',
      details: expect.objectContaining({ role: 'editor', previousRole: 'user' }),
    });
    // An editor is refused the admins' own routes.
    for (const request of [
      { method: 'PATCH' as const, url: `/api/users/admin/${reader.id}`, payload: { role: 'editor' } },
      { method: 'GET' as const, url: '/api/users' },
      { method: 'GET' as const, url: '/api/payment-history' },
    ]) {
      const refused = await t.app.inject(as(editor, request));
      expect(refused.statusCode, request.url).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Only admins can do that.' });
    }
    expect((await t.app.inject(as(editor, { method: 'GET', url: '/api/articles' }))).statusCode).toBe(200);
    // From editor back to reader: a demotion, recorded.
    const back = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/users/admin/${editor.id}`, payload: { role: 'user' } }),
    );
    expect(back.json()).toEqual({ modifiedCount: 1 });
    const entries = (await t.database.db.select().from(auditLog)).filter((row) => row.targetId === editor.id);
    expect(entries.map((row) => row.action)).toEqual(['user.make-editor', 'user.make-reader']);
  });

  it('records each role change as what it was: the audit log names the role given, up or down', async () => {
    const member = await registerUser(t, { name: 'Rory Roles' });
    const give = (role: string) =>
      t.app.inject(as(admin, { method: 'PATCH', url: `/api/users/admin/${member.id}`, payload: { role } }));
    for (const role of ['editor', 'admin', 'editor', 'user']) expect((await give(role)).statusCode).toBe(200);
    const log = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/audit-log?page=1&limit=50' }));
    expect(log.statusCode).toBe(200);
    const mine = (log.json() as { targetId: string; action: string; details: { role: string } }[])
      .filter((entry) => entry.targetId === member.id)
      .reverse();
    expect(mine.map((entry) => [entry.action, entry.details.role])).toEqual([
      ['user.make-editor', 'editor'],
      ['user.make-admin', 'admin'],
      ['user.make-editor', 'editor'],
      ['user.make-reader', 'user'],
    ]);
    // As the audit log reads them: "Make Editor" is never logged as making an admin.
    expect(mine.map((entry) => MODERATION_TEXTS.auditActions[entry.action])).toEqual([
      'Made a user an editor',
      'Made a user an admin',
      'Made a user an editor',
      'Made a user a reader again (no editor or admin role)',
    ]);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, mailTo, registerUser, someAddress, type TestUser } from '../../../../tests/setup/auth';
import { turnOnApp } from '../../../../tests/setup/authenticator-app';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { auditLog, twoFactor } from '../../db/schema';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t, { role: 'admin' });
});
afterAll(() => t.close());

/** Turns the member's app on; the session it replaced gives way to the new one. */
async function withApp(member: TestUser) {
  Object.assign(member, await turnOnApp(t, member));
}

const passwordSignIn = (member: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: someAddress(),
    payload: { email: member.email, password: member.password },
  });

const reset = (caller: TestUser, id: string) =>
  t.app.inject(as(caller, { method: 'DELETE', url: `/api/users/${id}/second-step` }));

describe('DELETE /api/users/:id/second-step: an admin turns off a lost authenticator app', () => {
  it('turns the app off, ends every session, mails the member and records who did it', async () => {
    const member = await registerUser(t, { name: 'Lou Lost' });
    await withApp(member);
    expect((await passwordSignIn(member)).json()).toMatchObject({ twoFactorRedirect: true });
    const listed = await t.app.inject(as(admin, { method: 'GET', url: `/api/users?search=${member.email}` }));
    expect(listed.json()[0]).toMatchObject({ _id: member.id, twoFactor: true });

    const since = t.mails.length;
    const done = await reset(admin, member.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ modifiedCount: 1 });

    // The app's key and codes are gone, and the session the member had is over.
    expect(await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, member.id))).toEqual([]);
    expect((await t.app.inject(as(member, { method: 'GET', url: '/api/me' }))).statusCode).toBe(401);
    // The password alone signs in now.
    const signedIn = await passwordSignIn(member);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token: expect.any(String) });
    const mail = await mailTo(t, member.email, /second step .* was turned off/, since);
    expect(mail?.text.replace(/\s+/g, ' ')).toContain('Every session of your account was ended');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.second-step-reset'), eq(auditLog.targetId, member.id)));
    expect(entry).toMatchObject({ actorId: admin.id, details: { email: member.email, name: 'Lou Lost' } });
  });

  it('refuses a member without an app, an unknown member, one’s own account and a bad id', async () => {
    const plain = await registerUser(t);
    const none = await reset(admin, plain.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This member has no authenticator app to turn off.');
    expect((await reset(admin, 'no-such-member')).statusCode).toBe(404);

    await withApp(admin);
    const own = await reset(admin, admin.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/^You cannot turn off your own second step here/);
    expect((await reset(admin, 'x'.repeat(101))).statusCode).toBe(400);
  });

  it('is for admins alone: an editor and the member are refused, and the app stays on', async () => {
    const member = await registerUser(t);
    const editor = await registerUser(t, { role: 'editor' });
    await withApp(member);
    expect((await reset(editor, member.id)).statusCode).toBe(403);
    expect((await reset(member, member.id)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${member.id}/second-step` })).statusCode,
    ).toBe(401);
    expect(await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, member.id))).toHaveLength(
      1,
    );
  });
});

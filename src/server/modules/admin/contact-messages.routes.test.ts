import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { auditLog, contactMessages } from '../../db/schema';

let t: TestApp;
let admin: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t, { role: 'admin', name: 'Ed Editor' });
  reader = await registerUser(t);
});
afterAll(() => t.close());

/** A reader's message sent through the contact page; its id. */
async function sendMessage(name = 'Tipster'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name,
      email: 'tip@example.test',
      topic: 'tip',
      message: 'The mayor resigns tomorrow morning.',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().insertedId;
}

const stored = async (id: string) =>
  (await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

const mark = (who: TestUser | null, id: string, payload: unknown) => {
  const request = {
    method: 'PATCH' as const,
    url: `/api/admin/contact-messages/${id}`,
    payload: payload as object,
  };
  return t.app.inject(who ? as(who, request) : request);
};
const remove = (who: TestUser | null, id: string) => {
  const request = { method: 'DELETE' as const, url: `/api/admin/contact-messages/${id}` };
  return t.app.inject(who ? as(who, request) : request);
};

describe('PATCH /api/admin/contact-messages/:id', () => {
  it('marks a message handled and new again, and the list says which', async () => {
    const id = await sendMessage();
    const listed = async () =>
      (await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/contact-messages' })))
        .json()
        .find((message: { _id: string }) => message._id === id);
    expect(await listed()).toMatchObject({ topic: 'tip', handledAt: null });

    const handled = await mark(admin, id, { handled: true });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toEqual({ modifiedCount: 1 });
    const first = (await stored(id))?.handledAt;
    expect(first).toBeInstanceOf(Date);
    expect((await listed()).handledAt).toBe(first?.toISOString());

    // Marking it handled again changes nothing: it keeps when it was first handled.
    expect((await mark(admin, id, { handled: true })).json()).toEqual({ modifiedCount: 0 });
    expect((await stored(id))?.handledAt?.toISOString()).toBe(first?.toISOString());

    expect((await mark(admin, id, { handled: false })).json()).toEqual({ modifiedCount: 1 });
    expect((await stored(id))?.handledAt).toBeNull();
    expect((await listed()).handledAt).toBeNull();

    // Each change, and only a change, is in the audit log under the editor's name.
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.details])).toEqual([
      ['message.handle', admin.email, { name: 'Tipster', email: 'tip@example.test' }],
      ['message.reopen', admin.email, { name: 'Tipster', email: 'tip@example.test' }],
    ]);
  });

  it('refuses a bad id, a bad body and a message that is not there', async () => {
    const id = await sendMessage();
    const badId = await mark(admin, 'not-a-uuid', { handled: true });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().code).toBe('VALIDATION_FAILED');
    for (const payload of [{}, { handled: 'yes' }, { handled: true, extra: 1 }]) {
      const response = await mark(admin, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const missing = await mark(admin, randomUUID(), { handled: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Message not found' });
    expect((await stored(id))?.handledAt).toBeNull();
  });

  it('refuses visitors (401) and readers (403), and changes nothing', async () => {
    const id = await sendMessage();
    expect((await mark(null, id, { handled: true })).statusCode).toBe(401);
    expect((await mark(reader, id, { handled: true })).statusCode).toBe(403);
    expect((await stored(id))?.handledAt).toBeNull();
  });
});

describe('DELETE /api/admin/contact-messages/:id', () => {
  it('deletes a message; deleting it again is a 404', async () => {
    const id = await sendMessage('Leaving');
    const response = await remove(admin, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(await stored(id)).toBeUndefined();
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({ action: 'message.delete', targetType: 'message', actorEmail: admin.email });
    const again = await remove(admin, id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
  });

  it('refuses a bad id with a 400', async () => {
    const response = await remove(admin, 'not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses visitors (401) and readers (403), and keeps the message', async () => {
    const id = await sendMessage();
    expect((await remove(null, id)).statusCode).toBe(401);
    expect((await remove(reader, id)).statusCode).toBe(403);
    expect(await stored(id)).toBeDefined();
  });
});

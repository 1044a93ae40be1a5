import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, user } from '../../src/server/db/schema';
import { as, registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// PATCH /api/users/admin/:id promoted on any body at all, or none: a request an admin's browser was tricked
// into sending (a decline that climbed out of its own path) made the attacker an admin. A role change now
// needs the new role spelled out, and nothing else.

let t: TestApp;
let admin: TestUser;
let attacker: TestUser;

const roleOf = async (id: string) =>
  (await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t, { role: 'admin' });
  attacker = await registerUser(t);
});
afterAll(() => t.close());

describe('a role change without an explicit role', () => {
  it.each([
    ['no body', {}],
    ['an empty JSON body', { payload: {} }],
    ['JSON null', { payload: 'null', headers: { 'content-type': 'application/json' } }],
    ['a declined article’s reason', { payload: { reason: 'Not our style.' } }],
    ['an unknown role', { payload: { role: 'owner' } }],
    ['the role in another case', { payload: { role: 'Admin' } }],
    ['the role with more beside it', { payload: { role: 'admin', premium: true } }],
    ['the role as a list', { payload: { role: ['admin'] } }],
    ['an empty string body', { payload: '', headers: { 'content-type': 'application/json' } }],
  ])('%s → 400, and the role stays', async (_, request) => {
    const response = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/users/admin/${attacker.id}`, ...request }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(response.body).not.toMatch(/at \w+ \(|node_modules/);
    expect(await roleOf(attacker.id)).toBe('user');
  });

  it('nothing was recorded, and a spelled-out role still works both ways', async () => {
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
    const promoted = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/users/admin/${attacker.id}`, payload: { role: 'admin' } }),
    );
    expect(promoted.json()).toEqual({ modifiedCount: 1 });
    expect(await roleOf(attacker.id)).toBe('admin');
    const demoted = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/users/admin/${attacker.id}`, payload: { role: 'user' } }),
    );
    expect(demoted.json()).toEqual({ modifiedCount: 1 });
    expect(await roleOf(attacker.id)).toBe('user');
  });

  it('the last admin still keeps the role', async () => {
    const last = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/users/admin/${admin.id}`, payload: { role: 'user' } }),
    );
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_ADMIN' });
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it('the API description asks for the role', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = spec.json().paths['/api/users/admin/{id}'].patch;
    const schema = operation.requestBody.content['application/json'].schema;
    expect(schema).toMatchObject({
      type: 'object',
      required: ['role'],
      additionalProperties: false,
      properties: { role: { enum: ['user', 'editor', 'admin'] } },
    });
    expect(operation.requestBody.required).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema';
import { as, registerUser, someAddress, TEST_PASSWORD, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// A `javascript:` photo address and a name made of HTML were stored as given (through the identity
// library's endpoints and the profile routes alike). Nothing ran, but nothing guaranteed it never would.
// Every path that writes a name or photo now refuses them; a field the endpoint does not take (a role, a
// premium end, a confirmed address) is refused rather than quietly written or dropped.

const BAD_PHOTOS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'http://example.test/photo.png',
  'vbscript:msgbox(1)',
  '//evil.example/photo.png',
  '/api/users/admin/x',
  'https://user:secret@example.test/photo.png',
];
const BAD_NAMES = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'Ann\u0000Lee',
  'Ann\u001bLee',
  'Ann\u202eLee\u0085',
  '\ud800Ann',
];

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t, { name: 'Plain Reader' });
});
afterAll(() => t.close());

const storedReader = async () => (await t.database.db.select().from(user).where(eq(user.id, reader.id)))[0];

function signUp(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { password: TEST_PASSWORD, ...payload },
    remoteAddress: someAddress(),
  });
}

describe('a script address as a photo, HTML as a name', () => {
  it.each(BAD_PHOTOS)('sign-up refuses the photo %j', async (image) => {
    const email = `photo-${Math.random().toString(36).slice(2)}@example.test`;
    const response = await signUp({ name: 'Photo Test', email, image });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('image');
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it.each(BAD_NAMES)('sign-up refuses the name %j', async (name) => {
    const email = `name-${Math.random().toString(36).slice(2)}@example.test`;
    const response = await signUp({ name, email });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('name');
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('update-user, PATCH /api/me and POST /api/users refuse them too', async () => {
    for (const image of BAD_PHOTOS) {
      const requests = [
        { method: 'POST', url: '/api/auth/update-user', payload: { image } },
        { method: 'PATCH', url: '/api/me', payload: { name: 'Plain Reader', photo: image } },
        { method: 'POST', url: '/api/users', payload: { email: reader.email, photo: image } },
      ] as const;
      for (const request of requests) {
        const response = await t.app.inject(as(reader, { ...request, remoteAddress: someAddress() }));
        expect(response.statusCode, `${request.url} ${image}`).toBe(400);
      }
    }
    for (const name of BAD_NAMES) {
      const requests = [
        { method: 'POST', url: '/api/auth/update-user', payload: { name } },
        { method: 'PATCH', url: '/api/me', payload: { name, photo: '' } },
        { method: 'POST', url: '/api/users', payload: { email: reader.email, name } },
      ] as const;
      for (const request of requests) {
        const response = await t.app.inject(as(reader, { ...request, remoteAddress: someAddress() }));
        expect(response.statusCode, `${request.url} ${JSON.stringify(name)}`).toBe(400);
      }
    }
    expect(await storedReader()).toMatchObject({ name: 'Plain Reader', image: null });
  });

  it('a picture uploaded here is taken; an https: address is taken but never stored as it is', async () => {
    const own = '/media/0123456789abcdef-640.webp';
    // An address elsewhere is stored as none and fetched by the server in the background
    // (src/server/modules/users/user-photos.test.ts): a page never names it.
    for (const [image, stored] of [
      [own, own],
      ['https://images.example.test/ann.png', null],
    ] as const) {
      const response = await t.app.inject(
        as(reader, { method: 'POST', url: '/api/auth/update-user', payload: { image } }),
      );
      expect(response.statusCode, image).toBe(200);
      expect((await storedReader())?.image).toBe(stored);
    }
  });

  it('a field the endpoint does not take is refused, and nothing is written', async () => {
    for (const extra of [
      { role: 'admin' },
      { premiumUntil: '2999-01-01T00:00:00.000Z' },
      { emailVerified: true },
    ]) {
      const email = `extra-${Math.random().toString(36).slice(2)}@example.test`;
      const created = await signUp({ name: 'Extra', email, ...extra });
      expect(created.statusCode, JSON.stringify(extra)).toBe(400);
      expect(await t.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);

      const updated = await t.app.inject(
        as(reader, {
          method: 'POST',
          url: '/api/auth/update-user',
          payload: { name: 'Plain Reader', ...extra },
          remoteAddress: someAddress(),
        }),
      );
      expect(updated.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect(await storedReader()).toMatchObject({ role: 'user', premiumUntil: null, emailVerified: true });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { multipartBody, pngImage } from '../../../../tests/setup/multipart';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let editor: TestUser;
let logo: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await registerUser(t, { role: 'admin' });
  await createPublisher(t.database.db, { publisherName: 'El País', country: 'Spain' });
  const upload = await t.app.inject(
    as(editor, { method: 'POST', url: '/api/uploads', ...multipartBody(await pngImage(200, 200)) }),
  );
  logo = upload.json().data.display_url;
});
afterAll(() => t.close());

describe('publishers’ pages', () => {
  it('lists each publisher with its page’s slug and its country', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/publisher' });
    expect(response.json()).toContainEqual(
      expect.objectContaining({ publisherName: 'El País', slug: 'el-pais', country: 'Spain' }),
    );
  });

  it('finds a publisher by its slug; 404 for none, 400 for a slug that is not one', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/api/publishers/el-pais' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ publisherName: 'El País', slug: 'el-pais', country: 'Spain' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/publishers/le-temps' });
    expect(missing.statusCode).toBe(404);
    for (const slug of ['El-Pais', 'el--pais', '-el', 'el%20pais', 'x'.repeat(201)]) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/publishers/${slug}` });
      expect(bad.statusCode, slug).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('takes a country with a new publisher, and refuses a name whose page another publisher has', async () => {
    const add = (payload: object) =>
      t.app.inject(
        as(editor, { method: 'POST', url: '/api/publisher', payload: { image: logo, ...payload } }),
      );
    const created = await add({ publisherName: 'Die Zeit', country: 'Germany' });
    expect(created.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/publishers/die-zeit' })).json()).toMatchObject({
      country: 'Germany',
    });
    const sameSlug = await add({ publisherName: 'El Pais!' });
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json()).toMatchObject({
      code: 'PUBLISHER_EXISTS',
      message: 'El Pais! is already a publisher.',
    });
    const bad = await add({ publisherName: '!!!', country: '<b>x</b>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      publisherName: 'must hold a letter or a digit',
      country: 'must not contain < or >',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { multipartBody, pngImage } from '../../../../tests/setup/multipart';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let editor: TestUser;
let reader: TestUser;
let logo: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await registerUser(t, { role: 'editor' });
  reader = await registerUser(t);
  const upload = await t.app.inject(
    as(editor, { method: 'POST', url: '/api/uploads', ...multipartBody(await pngImage(200, 200)) }),
  );
  logo = upload.json().data.display_url;
});
afterAll(() => t.close());

const put = (user: TestUser | null, id: string, payload: object) => {
  const request = { method: 'PUT' as const, url: `/api/publisher/${id}`, payload };
  return t.app.inject(user ? as(user, request) : request);
};
const remove = (user: TestUser | null, id: string) => {
  const request = { method: 'DELETE' as const, url: `/api/publisher/${id}` };
  return t.app.inject(user ? as(user, request) : request);
};
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('editing a publisher', () => {
  it('renames one: its page moves, its articles follow, and the audit log says so', async () => {
    const publisher = await createPublisher(t.database.db, { publisherName: 'Daily Gazette' });
    const article = await createArticle(t.database.db, {
      authorId: reader.id,
      publisher: publisher.publisherName,
      status: 'approve',
    });
    const renamed = await put(editor, publisher.id, {
      publisherName: 'The Morning Gazette',
      image: logo,
      country: 'Ireland',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      _id: publisher.id,
      publisherName: 'The Morning Gazette',
      slug: 'the-morning-gazette',
      country: 'Ireland',
      image: logo,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/publishers/daily-gazette' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/publishers/the-morning-gazette' })).statusCode,
    ).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/article/${article.id}` });
    expect(read.json().publisher).toBe('The Morning Gazette');
    const log = await t.app.inject(
      as(await registerUser(t, { role: 'admin' }), { method: 'GET', url: '/api/admin/audit-log' }),
    );
    expect(JSON.stringify(log.json())).toContain('publisher.update');
  });

  it('refuses a name another publisher has, a logo not uploaded here, bad input and a missing one', async () => {
    const publisher = await createPublisher(t.database.db, { publisherName: 'Evening Post' });
    await createPublisher(t.database.db, { publisherName: 'Le Soir' });
    const taken = await put(editor, publisher.id, { publisherName: 'le soir', image: logo });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'PUBLISHER_EXISTS',
      message: 'le soir is already a publisher.',
    });
    const notUploaded = await put(editor, publisher.id, {
      publisherName: 'Evening Post',
      image: '/media/0123456789abcdef-800.webp',
    });
    expect(notUploaded.statusCode).toBe(400);
    const bad = await put(editor, publisher.id, { publisherName: '', image: logo });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ publisherName: 'is required' });
    expect((await put(editor, 'x', { publisherName: 'A', image: logo })).statusCode).toBe(400);
    expect((await put(editor, MISSING, { publisherName: 'A', image: logo })).statusCode).toBe(404);
    // Keeping its own name in another letter case is no conflict with itself.
    expect((await put(editor, publisher.id, { publisherName: 'EVENING POST', image: logo })).statusCode).toBe(
      200,
    );
  });

  it('lets only editors and admins edit: a visitor 401, a reader 403', async () => {
    const publisher = await createPublisher(t.database.db);
    expect((await put(null, publisher.id, { publisherName: 'Mine', image: logo })).statusCode).toBe(401);
    expect((await put(reader, publisher.id, { publisherName: 'Mine', image: logo })).statusCode).toBe(403);
  });
});

describe('removing a publisher', () => {
  it('refuses while an article names it, saying how many and what to do instead', async () => {
    const publisher = await createPublisher(t.database.db, { publisherName: 'Busy Paper' });
    await createArticle(t.database.db, { authorId: reader.id, publisher: 'Busy Paper', status: 'pending' });
    await createArticle(t.database.db, { authorId: reader.id, publisher: 'Busy Paper', status: 'approve' });
    const refused = await remove(editor, publisher.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PUBLISHER_IN_USE',
      message:
        'Busy Paper cannot be removed while 2 articles or drafts name it. Rename it instead, or give those articles another publisher first.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/publishers/busy-paper' })).statusCode).toBe(200);
  });

  it('refuses while an author’s draft names it', async () => {
    const publisher = await createPublisher(t.database.db, { publisherName: 'Drafted Paper' });
    const draft = await t.app.inject(
      as(reader, { method: 'POST', url: '/api/drafts', payload: { publisher: 'Drafted Paper' } }),
    );
    expect(draft.statusCode).toBe(201);
    const refused = await remove(editor, publisher.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1 article or draft names it');
  });

  it('removes one nothing names, once; a visitor 401, a reader 403, a bad id 400', async () => {
    const publisher = await createPublisher(t.database.db, { publisherName: 'Quiet Paper' });
    expect((await remove(null, publisher.id)).statusCode).toBe(401);
    expect((await remove(reader, publisher.id)).statusCode).toBe(403);
    expect((await remove(editor, 'x')).statusCode).toBe(400);
    const removed = await remove(editor, publisher.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deletedCount: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/publishers/quiet-paper' })).statusCode).toBe(404);
    expect((await remove(editor, publisher.id)).statusCode).toBe(404);
  });
});

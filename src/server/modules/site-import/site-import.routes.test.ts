import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_IMPORT_BYTES } from '@shared/schemas/site-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { multipartBody } from '../../../../tests/setup/multipart';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { SITE_IMPORT_QUEUE } from './site-import.service';

const ghostFile = readFileSync(
  path.resolve(import.meta.dirname, '../../../../tests/fixtures/import/ghost-export.json'),
);

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let reader: TestUser;
let publisher: string;

beforeAll(async () => {
  // No picture is reachable here: the import goes on without them.
  t = await createTestApp({}, { importPictures: async () => Promise.reject(new Error('unreachable')) });
  admin = await registerUser(t, { role: 'admin' });
  editor = await registerUser(t, { role: 'editor' });
  reader = await registerUser(t);
  publisher = (await createPublisher(t.database.db)).publisherName;
}, 180_000);
afterAll(() => t.close());

const upload = (who: TestUser | null, bytes: Buffer, filename = 'export.json', field = 'file') =>
  t.app.inject(
    as(who, {
      method: 'POST',
      url: '/api/admin/imports',
      ...multipartBody(bytes, { field, filename, contentType: 'application/json' }),
    }),
  );

describe('POST /api/admin/imports', () => {
  it('reads a Ghost export and answers with its dry run', async () => {
    const response = await upload(admin, ghostFile);
    expect(response.statusCode, response.body).toBe(201);
    const read = response.json();
    expect(read).toMatchObject({ platform: 'ghost', state: 'ready', fileName: 'export.json', done: 0 });
    expect(read.plan.create.articles).toBe(3);
  });

  it('refuses a file that is not an export, an empty file, a missing file and a file too large', async () => {
    const notExport = await upload(admin, Buffer.from('{"hello": "world"}'));
    expect(notExport.statusCode).toBe(400);
    expect(notExport.json().message).toMatch(/not a Ghost export/);
    expect((await upload(admin, Buffer.from('<html><body>A page</body></html>'))).statusCode).toBe(400);
    expect((await upload(admin, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(admin, Buffer.from([0xff, 0xfe, 0x00]))).statusCode).toBe(400);
    expect((await upload(admin, ghostFile, 'export.json', 'image')).statusCode).toBe(400);
    const json = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/admin/imports', payload: { file: 'x' } }),
    );
    expect(json.statusCode).toBe(400);
    const tooLarge = await upload(admin, Buffer.alloc(MAX_IMPORT_BYTES + 1, 0x20));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('is for admins alone', async () => {
    expect((await upload(null, ghostFile)).statusCode).toBe(401);
    expect((await upload(reader, ghostFile)).statusCode).toBe(403);
    expect((await upload(editor, ghostFile)).statusCode).toBe(403);
  });
});

describe('starting an import', () => {
  it('runs it as a job, shows its progress, and refuses to start it twice', async () => {
    const { id } = (await upload(admin, ghostFile)).json() as { id: string };
    const start = (who: TestUser | null, body: object) =>
      t.app.inject(as(who, { method: 'POST', url: `/api/admin/imports/${id}/start`, payload: body }));
    expect((await start(editor, { publisher, section: 'culture' })).statusCode).toBe(403);
    expect((await start(admin, { publisher, section: 'gardening' })).statusCode).toBe(400);
    const unknown = await start(admin, { publisher: 'No Such Press', section: 'culture' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ publisher: 'is not one of the publishers' });

    const started = await start(admin, { publisher, section: 'culture' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ state: 'running', publisher, total: 7 });
    expect((await start(admin, { publisher, section: 'culture' })).statusCode).toBe(409);

    await t.app.jobs.settled(SITE_IMPORT_QUEUE);
    const done = await t.app.inject(as(admin, { method: 'GET', url: `/api/admin/imports/${id}` }));
    expect(done.json()).toMatchObject({ state: 'done', done: 7, total: 7 });
    expect(done.json().created).toMatchObject({ articles: 3, images: 0 });
    // The pictures could not be fetched: each is noted, the articles came in without them.
    expect(
      done
        .json()
        .notes.map((note: { reason: string }) => note.reason)
        .join(' '),
    ).toMatch(/could not be fetched/);

    const list = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/imports' }));
    expect(list.json().map((item: { id: string }) => item.id)).toContain(id);
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/admin/imports' }))).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/imports/not-an-id' }))).statusCode,
    ).toBe(400);
  });
});

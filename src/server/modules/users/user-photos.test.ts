import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories';
import {
  as,
  followVerificationLink,
  registerUser,
  someAddress,
  type TestUser,
  verificationLink,
} from '../../../../tests/setup/auth';
import { multipartBody, pngImage } from '../../../../tests/setup/multipart';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { user } from '../../db/schema';

/**
 * Readers' photos through the API: the photo upload of the register and profile forms, the photo left out,
 * and `https:` photos fetched once in the background from a photo host on this machine (a local https
 * server standing in for Google's or anyone's), never handed to a browser as they are.
 */

const AVATAR_URL = /^\/media\/[0-9a-f]{16}-256\.webp$/;
const ORIGIN = 'http://localhost:3000';
const dir = mkdtempSync(path.join(tmpdir(), 'broadsheet-photos-'));
let host: Server;
let base = '';
let t: TestApp;
let reader: TestUser;
let admin: TestUser;
/** Answers to /slow, held until the test sends them. */
const heldAnswers: (() => void)[] = [];

function makeCertificate(): Buffer {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return readFileSync(path.join(dir, 'cert.pem'));
}

beforeAll(async () => {
  const ca = makeCertificate();
  const wide = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  host = createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: ca }, (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'https://localhost');
    if (pathname === '/me.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(wide);
    if (pathname === '/page.html')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a picture</p>');
    if (pathname === '/slow') {
      heldAnswers.push(() => response.writeHead(200, { 'content-type': 'image/png' }).end(wide));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `https://localhost:${(host.address() as AddressInfo).port}`;
  t = await createTestApp(
    {},
    { remotePhoto: { ca, isAllowedAddress: (address) => address === '127.0.0.1' || address === '::1' } },
  );
  reader = await registerUser(t, { name: 'Pia Photo', email: 'pia@example.test' });
  admin = await registerUser(t, { name: 'Ada Admin', email: 'ada@example.test', role: 'admin' });
});

afterAll(async () => {
  await t.app.userPhotos.settled();
  await t.close();
  host.closeAllConnections();
  await new Promise((resolve) => host.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const storedImage = async (email: string) => {
  const [row] = await t.database.db.select({ image: user.image }).from(user).where(eq(user.email, email));
  return row?.image;
};

const uploadAvatar = (file: Buffer, options?: Parameters<typeof multipartBody>[1]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads/avatar',
    remoteAddress: someAddress(),
    ...multipartBody(file, options),
  });

const signUpWith = (email: string, image?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: someAddress(),
    payload: {
      name: 'New Reader',
      email,
      password: 'Tern#Harbour7',
      ...(image === undefined ? {} : { image }),
    },
  });

const patchMe = (who: TestUser, photo: string | null | undefined) =>
  t.app.inject(
    as(who, {
      method: 'PATCH',
      url: '/api/me',
      payload: { name: who.name, ...(photo === undefined ? {} : { photo }) },
    }),
  );

describe('POST /api/uploads/avatar', () => {
  it('keeps a visitor’s photo square, at 64, 128 and 256 px only', async () => {
    const answer = await uploadAvatar(await pngImage(900, 500));
    expect(answer.statusCode, answer.body).toBe(200);
    const url = answer.json().data.display_url as string;
    expect(url).toMatch(AVATAR_URL);
    for (const width of [64, 128, 256]) {
      const file = await t.app.inject({ method: 'GET', url: url.replace('-256.', `-${width}.`) });
      expect(file.statusCode).toBe(200);
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width, height: width, format: 'webp' });
    }
    const larger = await t.app.inject({ method: 'GET', url: url.replace('-256.', '-320.') });
    expect(larger.statusCode).toBe(404);
  });

  it('refuses what is not a picture, an empty file, a missing file and a file over 5 MB', async () => {
    const text = await uploadAvatar(Buffer.from('just some words'), {
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'INVALID_IMAGE', message: expect.stringMatching(/JPEG, PNG/) });

    const empty = await uploadAvatar(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The image file is empty.');

    const otherField = await uploadAvatar(await pngImage(), { field: 'photo' });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().fields).toEqual({ image: 'is required' });

    const huge = await uploadAvatar(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const json = await t.app.inject({ method: 'POST', url: '/api/uploads/avatar', payload: { image: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('is the only upload open to visitors and unconfirmed addresses', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      ...multipartBody(await pngImage()),
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('registering', () => {
  it('needs no photo: the account has none', async () => {
    const answer = await signUpWith('no-photo@example.test');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().user.image).toBeNull();
    expect(await storedImage('no-photo@example.test')).toBeNull();
    const empty = await signUpWith('empty-photo@example.test', '');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(await storedImage('empty-photo@example.test')).toBeNull();
  });

  it('keeps an uploaded photo as it is', async () => {
    const url = (await uploadAvatar(await pngImage(300, 300))).json().data.display_url as string;
    expect((await signUpWith('uploaded@example.test', url)).statusCode).toBe(200);
    expect(await storedImage('uploaded@example.test')).toBe(url);
  });

  it('stores an https: photo as none, then fetches it once and keeps it as our own', async () => {
    const answer = await signUpWith('remote@example.test', `${base}/me.png`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().user.image).toBeNull();
    expect(await storedImage('remote@example.test')).toBeNull();
    await t.app.userPhotos.settled();
    const kept = await storedImage('remote@example.test');
    expect(kept).toMatch(AVATAR_URL);
    const file = await t.app.inject({ method: 'GET', url: kept as string });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('leaves the default avatar when the address has no picture', async () => {
    expect((await signUpWith('gone@example.test', `${base}/gone.png`)).statusCode).toBe(200);
    expect((await signUpWith('html@example.test', `${base}/page.html`)).statusCode).toBe(200);
    expect((await signUpWith('private@example.test', 'https://169.254.169.254/me.png')).statusCode).toBe(200);
    await t.app.userPhotos.settled();
    for (const email of ['gone@example.test', 'html@example.test', 'private@example.test'])
      expect(await storedImage(email)).toBeNull();
  });

  it('refuses a photo address that is not https', async () => {
    const answer = await signUpWith('bad-photo@example.test', 'http://example.test/me.png');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ image: 'must be an https:// address or a picture uploaded here' });
  });
});

describe('the profile’s photo', () => {
  it('keeps an upload, keeps the photo when none is sent, and removes it on null', async () => {
    const url = (await uploadAvatar(await pngImage(200, 260))).json().data.display_url as string;
    const set = await patchMe(reader, url);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().photo).toBe(url);
    expect((await patchMe(reader, '')).json().photo).toBe(url);
    expect((await patchMe(reader, undefined)).json().photo).toBe(url);
    const removed = await patchMe(reader, null);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photo).toBe('');
    expect(await storedImage(reader.email)).toBeNull();
  });

  it('answers an https: photo with none, and shows it once fetched', async () => {
    const answer = await patchMe(reader, `${base}/me.png`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().photo).toBe('');
    await t.app.userPhotos.settled();
    const me = await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }));
    expect(me.json().photo).toMatch(AVATAR_URL);
  });

  it('a photo chosen while an address is being fetched stays', async () => {
    const pending = await patchMe(reader, `${base}/slow`);
    expect(pending.json().photo).toBe('');
    const url = (await uploadAvatar(await pngImage(120, 90))).json().data.display_url as string;
    expect((await patchMe(reader, url)).json().photo).toBe(url);
    await expect.poll(() => heldAnswers.length).toBe(1);
    heldAnswers.shift()?.();
    await t.app.userPhotos.settled();
    expect(await storedImage(reader.email)).toBe(url);
  });

  it('the identity library’s own update fetches an https: photo the same way', async () => {
    const since = t.mails.length;
    const email = 'library@example.test';
    expect((await signUpWith(email)).statusCode).toBe(200);
    const cookie = await followVerificationLink(t, await verificationLink(t, email, since));
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie, origin: ORIGIN },
      payload: { image: `${base}/me.png` },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await storedImage(email)).toBeNull();
    await t.app.userPhotos.settled();
    expect(await storedImage(email)).toMatch(AVATAR_URL);
  });

  it('a visitor cannot set one, nor a reader another’s', async () => {
    const visitor = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { name: 'Nobody', photo: null },
    });
    expect(visitor.statusCode).toBe(401);
    const before = await storedImage(admin.email);
    const foreign = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/users',
        payload: { email: admin.email, photo: `${base}/me.png` },
      }),
    );
    expect(foreign.statusCode).toBe(403);
    await t.app.userPhotos.settled();
    expect(await storedImage(admin.email)).toBe(before);
  });

  it('never sends on an address elsewhere that an older account still holds', async () => {
    const old = await createUser(t.database.db, { image: 'https://photos.example.test/old.png' });
    const list = await t.app.inject(as(admin, { method: 'GET', url: `/api/users?search=${old.email}` }));
    expect(list.json()).toEqual([expect.objectContaining({ email: old.email, photo: '' })]);
  });
});

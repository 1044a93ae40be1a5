import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { multipartBody, pngImage } from '../../../../tests/setup/multipart';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let reader: TestUser;
const mediaFiles = () => readdirSync(path.join(t.config.dataDir, 'media'));

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t);
});
afterAll(() => t.close());

const upload = (who: TestUser | null, file: Buffer, options?: Parameters<typeof multipartBody>[1]) =>
  t.app.inject(as(who, { method: 'POST', url: '/api/uploads', ...multipartBody(file, options) }));

describe('POST /api/uploads', () => {
  it('re-encodes an image to WebP in several widths and answers with its URL', async () => {
    const response = await upload(reader, await pngImage(1400, 800));
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.display_url).toMatch(/^\/media\/[0-9a-f]{16}-960\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: data.display_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(mediaFiles().filter((name) => name.startsWith(data.display_url.slice(7, 23)))).toHaveLength(4);
  });

  it('strips metadata', async () => {
    const withExif = await sharp(await pngImage(400, 300))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const response = await upload(reader, withExif, { filename: 'photo.jpg', contentType: 'image/jpeg' });
    const served = await t.app.inject({ method: 'GET', url: response.json().data.display_url });
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses what is not an image, whatever its name, and stores nothing', async () => {
    const before = mediaFiles().length;
    for (const [file, filename] of [
      [Buffer.from('hello, I am text'), 'photo.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
    ] as const) {
      const response = await upload(reader, file, { filename });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_IMAGE',
        message: expect.stringMatching(/JPEG, PNG, WebP, GIF or AVIF/),
      });
    }
    expect(mediaFiles().length).toBe(before);
  });

  it('refuses an image over 5 MB with a 413', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload(reader, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/larger than 5 MB/);
  });

  it('refuses a missing file, a wrong field and a non-multipart body', async () => {
    expect((await upload(reader, await pngImage(), { field: 'photo' })).statusCode).toBe(400);
    const json = await t.app.inject(
      as(reader, { method: 'POST', url: '/api/uploads', payload: { image: 'x' } }),
    );
    expect(json.statusCode).toBe(400);
    expect((await upload(reader, Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('refuses visitors', async () => {
    expect((await upload(null, await pngImage())).statusCode).toBe(401);
  });
});

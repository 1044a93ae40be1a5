import { count, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { multipartBody, pngImage } from '../../../../tests/setup/multipart';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { mediaFiles } from '../../db/schema';

let t: TestApp;
let reader: TestUser;
const storedCount = async (prefix = '') =>
  (
    await t.database.db
      .select({ n: count() })
      .from(mediaFiles)
      .where(like(mediaFiles.name, `${prefix}%`))
  )[0]?.n ?? 0;

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
    expect(await storedCount(data.display_url.slice(7, 23))).toBe(4);
  });

  it('answers the same URL for the same image and stores it once', async () => {
    const png = await pngImage(700, 500);
    const first = (await upload(reader, png)).json().data.display_url;
    const before = await storedCount();
    const again = await upload(reader, png);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.display_url).toBe(first);
    expect(await storedCount()).toBe(before);
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
    const before = await storedCount();
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
    expect(await storedCount()).toBe(before);
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

describe('GET /media/:name', () => {
  let url: string;
  let name: string;
  beforeAll(async () => {
    url = (await upload(reader, await pngImage(1000, 600))).json().data.display_url;
    name = url.slice('/media/'.length);
  });

  it('serves the stored bytes as WebP, cacheable for a year, with an ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${name}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const [row] = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.name, name));
    expect(Number(response.headers['content-length'])).toBe(row?.byteSize);
    expect(response.rawPayload.equals(row?.bytes as Buffer)).toBe(true);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 960 });
  });

  it('serves every variant named in the srcset', async () => {
    for (const width of [320, 640]) {
      const response = await t.app.inject({ method: 'GET', url: url.replace('-960.', `-${width}.`) });
      expect(response.statusCode).toBe(200);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('answers 304 with no body to a reader who has it', async () => {
    for (const ifNoneMatch of [`"${name}"`, `W/"${name}"`, `"other", "${name}"`, '*']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(`"${name}"`);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('sends the WebP bytes as they are, never compressed again', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });

  it('answers HEAD with the headers only', async () => {
    const response = await t.app.inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 404 in the error contract for an image that is not stored', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/0123456789abcdef-320.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Image not found',
      code: 'NOT_FOUND',
    });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).not.toBe('"0123456789abcdef-320.webp"');
  });

  it('refuses names the pipeline never makes with a 400', async () => {
    for (const bad of [
      'photo.png',
      '0123456789abcdef-320.png',
      '0123456789ABCDEF-320.webp',
      '0123456789abcdef.webp',
      '..%2F..%2Fetc%2Fpasswd',
      '.0123456789abcdef-320.webp',
      `${'a'.repeat(150)}-320.webp`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/media/${bad}` });
      expect(response.statusCode, bad).toBe(400);
      // An encoded path is refused by the request guard before the route's own check.
      const { statusCode, code } = response.json();
      expect(statusCode, bad).toBe(400);
      expect(['VALIDATION_FAILED', 'NON_CANONICAL_PATH'], bad).toContain(code);
    }
  });

  it('lists nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFromBytes } from '../../src/shared/image-bytes';
import { someAddress } from '../setup/auth';
import { multipartBody, pngImage } from '../setup/multipart';
import { createTestApp, type TestApp } from '../setup/test-app';

// The photo upload squared the picture with sharp before anything checked its format: an SVG (a small file
// that renders for seconds) or a TIFF was decoded, rendered, and then kept as the reader's photo, and any
// picture up to 100 megapixels was decoded in full for a 256 px avatar. Every decode of an image a user
// sent now checks the format from the bytes first (JPEG, PNG, WebP, GIF, AVIF), and an avatar is refused
// past 25 megapixels from its header alone.

const SVG = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000">${'<circle cx="2000" cy="2000" r="1900" fill="red" filter="url(#b)"/>'.repeat(20)}<filter id="b"><feGaussianBlur stdDeviation="80"/></filter></svg>`,
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function uploadAvatar(file: Buffer, filename = 'photo.png', contentType = 'image/png') {
  const body = multipartBody(file, { filename, contentType });
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/avatar',
    remoteAddress: someAddress(),
    ...body,
  });
}

describe('a photo upload in a format the site does not take', () => {
  it('refuses an SVG, whatever it is called, before it is rendered', async () => {
    const response = await uploadAvatar(SVG, 'photo.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_IMAGE' });
  });

  it('refuses an SVG with a byte-order mark and leading blank lines', async () => {
    const response = await uploadAvatar(
      Buffer.concat([Buffer.from('\ufeff\n\n  '), SVG]),
      'me.svg',
      'image/svg+xml',
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses a TIFF', async () => {
    const tiff = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } })
      .tiff()
      .toBuffer();
    const response = await uploadAvatar(tiff, 'photo.tiff', 'image/tiff');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_IMAGE' });
  });

  it('refuses an SVG behind a PNG signature', async () => {
    const disguised = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), SVG]);
    const response = await uploadAvatar(disguised);
    expect(response.statusCode).toBe(400);
  });

  it('still takes a PNG', async () => {
    const response = await uploadAvatar(await pngImage(300, 200));
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});

describe('a photo upload larger than an avatar can use', () => {
  it('is refused past 25 megapixels, from its header', async () => {
    // 6000 × 5000 = 30 megapixels of one colour: a small file, a large decode.
    const large = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await uploadAvatar(large);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('That photo is too large; please choose one under 25 megapixels.');
  });
});

describe('the format as the first bytes say it', () => {
  it('knows the five formats the site takes and nothing else', async () => {
    const make = (format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff' | 'heif') =>
      sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } })
        .toFormat(format, format === 'heif' ? { compression: 'av1' } : {})
        .toBuffer();
    for (const format of ['jpeg', 'png', 'webp', 'gif', 'avif'] as const)
      expect(formatFromBytes(await make(format))).toBe(format);
    expect(formatFromBytes(await make('tiff'))).toBeNull();
    expect(formatFromBytes(SVG)).toBeNull();
    expect(formatFromBytes(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(formatFromBytes(Buffer.alloc(0))).toBeNull();
  });
});

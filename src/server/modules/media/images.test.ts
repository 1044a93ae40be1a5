import { imageSrcSet } from '@shared/images';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, InvalidImageError, processImage, storeImage } from './images';
import type { MediaFile, MediaStore } from './media.repository';

async function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .png()
    .toBuffer();
}

describe('processImage', () => {
  it('re-encodes a PNG to WebP variants at each width that fits', async () => {
    const { key, files } = await processImage(await makePng(1000, 500));
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(files.map((f) => f.width)).toEqual([320, 640, 960]);
    for (const file of files) {
      expect(file.name).toBe(`${key}-${file.width}.webp`);
      const meta = await sharp(file.buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(file.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('applies EXIF orientation and strips the metadata', async () => {
    const jpeg = await sharp(await makePng(800, 400))
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Someone', Artist: 'A camera' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { files } = await processImage(jpeg);
    // Rotated a quarter turn: 400 wide, so only the 320 variant fits.
    expect(files.map((f) => f.width)).toEqual([320]);
    const meta = await sharp(files[0]?.buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.height).toBeGreaterThan(meta.width ?? 0);
  });

  it('never enlarges, but always produces the smallest variant', async () => {
    const { key, files } = await processImage(await makePng(100, 80));
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toBe(`${key}-${IMAGE_WIDTHS[0]}.webp`);
    expect((await sharp(files[0]?.buffer).metadata()).width).toBe(100);
  });

  it('gives the same key for the same bytes', async () => {
    const png = await makePng(50, 50);
    expect((await processImage(png)).key).toBe((await processImage(Buffer.from(png))).key);
  });

  it('refuses text', async () => {
    await expect(processImage(Buffer.from('hello, this is not an image'))).rejects.toBeInstanceOf(
      InvalidImageError,
    );
  });

  it('refuses SVG even though it can be decoded', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="red"/></svg>',
    );
    await expect(processImage(svg)).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('refuses formats outside the list, such as TIFF', async () => {
    const tiff = await sharp(await makePng(40, 40))
      .tiff()
      .toBuffer();
    await expect(processImage(tiff)).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('refuses truncated images', async () => {
    const jpeg = await sharp(await makePng(400, 400))
      .jpeg()
      .toBuffer();
    await expect(processImage(jpeg.subarray(0, jpeg.length / 2))).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('accepts AVIF, GIF and WebP', async () => {
    const png = await makePng(64, 64);
    for (const encoded of [
      await sharp(png).avif().toBuffer(),
      await sharp(png).gif().toBuffer(),
      await sharp(png).webp().toBuffer(),
    ]) {
      const { files } = await processImage(encoded);
      expect(files).toHaveLength(1);
    }
  });
});

/** A store in memory that counts its writes; the real one is tested in media.repository.test.ts. */
function memoryStore() {
  const files = new Map<string, MediaFile>();
  const batches: string[][] = [];
  const store: Pick<MediaStore, 'existing' | 'saveAll'> = {
    async existing(names) {
      return new Set(names.filter((name) => files.has(name)));
    },
    async saveAll(batch) {
      batches.push(batch.map((file) => file.name));
      for (const file of batch) if (!files.has(file.name)) files.set(file.name, file);
    },
  };
  return { store, files, batches };
}

describe('storeImage', () => {
  it('stores every variant in one write and names the largest up to 960 in the URL', async () => {
    const { store, files, batches } = memoryStore();
    const { url, key } = await storeImage(store, await makePng(1600, 900));
    expect(url).toBe(`/media/${key}-960.webp`);
    expect(batches).toHaveLength(1);
    expect([...files.keys()].sort()).toEqual(IMAGE_WIDTHS.map((w) => `${key}-${w}.webp`).sort());
    for (const file of files.values()) {
      expect(file.contentType).toBe('image/webp');
      expect((await sharp(file.bytes).metadata()).format).toBe('webp');
    }
    expect(imageSrcSet(url)).toBe(
      `/media/${key}-320.webp 320w, /media/${key}-640.webp 640w, /media/${key}-960.webp 960w`,
    );
  });

  it('encodes and writes nothing when the image is already stored', async () => {
    const { store, batches } = memoryStore();
    const png = await makePng(700, 400);
    const first = await storeImage(store, png);
    const again = await storeImage(store, Buffer.from(png));
    expect(again).toEqual(first);
    expect(batches).toHaveLength(1);
  });

  it('writes only the variants that are missing', async () => {
    const { store, files, batches } = memoryStore();
    const png = await makePng(700, 400);
    const { key } = await storeImage(store, png);
    files.delete(`${key}-640.webp`);
    await storeImage(store, png);
    expect(batches[1]).toEqual([`${key}-640.webp`]);
    expect(files.size).toBe(2);
  });

  it('stores nothing when the write fails', async () => {
    const { store, files } = memoryStore();
    const failing = { ...store, saveAll: () => Promise.reject(new Error('database unavailable')) };
    await expect(storeImage(failing, await makePng(1400, 700))).rejects.toThrow('database unavailable');
    expect(files.size).toBe(0);
  });

  it('refuses what is not an image before touching the store', async () => {
    const { store, batches } = memoryStore();
    await expect(storeImage(store, Buffer.from('not an image'))).rejects.toBeInstanceOf(InvalidImageError);
    expect(batches).toHaveLength(0);
  });
});

describe('imageSrcSet', () => {
  it('lists only the widths up to the one in the URL', () => {
    expect(imageSrcSet('/media/0123456789abcdef-320.webp')).toBe('/media/0123456789abcdef-320.webp 320w');
    expect(imageSrcSet('/media/0123456789abcdef-640.webp')).toBe(
      '/media/0123456789abcdef-320.webp 320w, /media/0123456789abcdef-640.webp 640w',
    );
  });

  it('ignores other URLs', () => {
    expect(imageSrcSet('https://example.com/a.jpg')).toBeUndefined();
    expect(imageSrcSet('/media/not-a-key-320.webp')).toBeUndefined();
  });
});

import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/setup/test-database';
import type { Database } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { createMediaRepository, type MediaStore } from './media.repository';

let database: Database;
let media: MediaStore;

beforeAll(async () => {
  database = await createTestDatabase();
  media = createMediaRepository(database.db);
});
afterAll(() => database.close());

const name = (width = 320) => `${randomBytes(8).toString('hex')}-${width}.webp`;
const file = (fileName: string, bytes = randomBytes(2048)) => ({
  name: fileName,
  contentType: 'image/webp',
  bytes,
});
const rows = async () => (await database.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0;

describe('media repository', () => {
  it('keeps the bytes exactly, with their size and type', async () => {
    // Every byte value, including the ones text encodings mangle (0x00, 0x5c, invalid UTF-8).
    const bytes = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(100_000),
    ]);
    const stored = name();
    await media.saveAll([file(stored, bytes)]);
    const found = await media.find(stored);
    expect(found).toMatchObject({ name: stored, contentType: 'image/webp', byteSize: bytes.length });
    expect(Buffer.isBuffer(found?.bytes)).toBe(true);
    expect(found?.bytes.equals(bytes)).toBe(true);
    expect(found?.createdAt).toBeInstanceOf(Date);
  });

  it('stores several variants in one write and tells which exist', async () => {
    const names = [name(320), name(640), name(960)];
    await media.saveAll(names.map((n) => file(n)));
    const unknown = name();
    expect(await media.existing([...names, unknown])).toEqual(new Set(names));
    expect(await media.exists(names[1] as string)).toBe(true);
    expect(await media.exists(unknown)).toBe(false);
    expect(await media.find(unknown)).toBeUndefined();
    expect(await media.existing([])).toEqual(new Set());
  });

  it('leaves a stored name as it is when the same name comes again', async () => {
    const stored = name();
    const original = randomBytes(500);
    await media.saveAll([file(stored, original)]);
    await media.saveAll([file(stored, randomBytes(600))]);
    expect((await media.find(stored))?.bytes.equals(original)).toBe(true);
  });

  it('stores all of a write or none of it', async () => {
    const before = await rows();
    const good = name();
    // The second name breaks the table's name rule, so the whole statement fails.
    await expect(media.saveAll([file(good), file('../../etc/passwd')])).rejects.toThrow();
    expect(await media.exists(good)).toBe(false);
    expect(await rows()).toBe(before);
  });

  it('does nothing for an empty write', async () => {
    const before = await rows();
    await media.saveAll([]);
    expect(await rows()).toBe(before);
  });
});

import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles } from '../../db/schema';

export interface MediaFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface StoredMediaFile extends MediaFile {
  byteSize: number;
  createdAt: Date;
}

/** Where images are kept (decision 0006): one row per variant, shared by every server process. */
export interface MediaStore {
  /** Stores every file in one statement: all of them or none. A name already stored is left as it is. */
  saveAll(files: readonly MediaFile[]): Promise<void>;
  /** The names among these that are stored. */
  existing(names: readonly string[]): Promise<Set<string>>;
  exists(name: string): Promise<boolean>;
  find(name: string): Promise<StoredMediaFile | undefined>;
}

export function createMediaRepository(db: Db): MediaStore {
  return {
    async saveAll(files) {
      if (files.length === 0) return;
      // Names carry a content hash: a conflict is the same image, stored by another request or process.
      await db
        .insert(mediaFiles)
        .values(
          files.map((file) => ({
            name: file.name,
            contentType: file.contentType,
            bytes: file.bytes,
            byteSize: file.bytes.length,
          })),
        )
        .onConflictDoNothing({ target: mediaFiles.name });
    },

    async existing(names) {
      if (names.length === 0) return new Set();
      const rows = await db
        .select({ name: mediaFiles.name })
        .from(mediaFiles)
        .where(inArray(mediaFiles.name, [...names]));
      return new Set(rows.map((row) => row.name));
    },

    async exists(name) {
      const rows = await db
        .select({ found: sql<number>`1` })
        .from(mediaFiles)
        .where(eq(mediaFiles.name, name))
        .limit(1);
      return rows.length > 0;
    },

    async find(name) {
      const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.name, name)).limit(1);
      return row;
    },
  };
}

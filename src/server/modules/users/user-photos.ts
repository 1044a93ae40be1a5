import { isOwnPhoto } from '@shared/images';
import type { Db } from '../../db/client';
import type { Caches } from '../../lib/caches';
import { changeTags } from '../../lib/changes';
import type { MediaStore } from '../media/media.repository';
import { type RemotePhotoOptions, rehostPhoto } from '../media/remote-photo';
import { createUsersRepository } from './users.repository';

/**
 * Readers' photos given as an `https:` address (an API client, a Google profile): stored as none at once,
 * then fetched once by the server in the background and kept as one of our own images (docs/security.md#photos).
 * A page therefore only ever names a `/media/…` picture, and a photo that cannot be fetched stays none.
 */
export interface UserPhotos {
  /** What a photo is stored as right now: one of our own pictures as it is, anything else as none. */
  storedNow(photo: string | null | undefined): string | null;
  /** Starts the background fetch of an `https:` photo for a user; our own pictures and none need nothing. */
  adopt(userId: string, photo: string | null | undefined): void;
  /** Resolves once every fetch under way has ended (tests, and shutdown). */
  settled(): Promise<void>;
}

interface PhotoLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export function createUserPhotos(
  db: Db,
  media: Pick<MediaStore, 'existing' | 'saveAll'>,
  log: PhotoLog,
  options: RemotePhotoOptions = {},
  caches?: Pick<Caches, 'changed'>,
): UserPhotos {
  const users = createUsersRepository(db);
  /** The newest address asked for, per user: an older fetch that ends later does not win. */
  const newest = new Map<string, string>();
  const running = new Set<Promise<void>>();

  async function fetchAndKeep(userId: string, address: string) {
    try {
      const url = await rehostPhoto(media, address, options);
      if (newest.get(userId) !== address) return;
      if (await users.setPhotoIfNone(userId, url)) {
        // The reader's photo and their byline on cached pages change, long after the request that asked.
        caches?.changed([changeTags.user(userId), changeTags.author(userId)]);
        log.info({ userId }, 'photo kept from its address');
      }
    } catch (error) {
      // The reader keeps the default avatar; the address is not tried again.
      log.info(
        { userId, reason: error instanceof Error ? error.message : String(error) },
        'photo not fetched',
      );
    } finally {
      if (newest.get(userId) === address) newest.delete(userId);
    }
  }

  return {
    storedNow: (photo) => (isOwnPhoto(photo) ? photo : null),

    adopt(userId, photo) {
      if (!photo || isOwnPhoto(photo)) {
        newest.delete(userId);
        return;
      }
      newest.set(userId, photo);
      const job = fetchAndKeep(userId, photo).catch((error: unknown) =>
        log.warn({ err: error, userId }, 'photo fetch failed'),
      );
      running.add(job);
      void job.finally(() => running.delete(job));
    },

    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

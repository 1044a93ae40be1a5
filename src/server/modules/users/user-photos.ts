import { ERROR_CODES } from '@shared/error-codes';
import { isOwnPhoto } from '@shared/images';
import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import type { Db } from '../../db/client';
import type { Caches } from '../../lib/caches';
import { changeTags } from '../../lib/changes';
import { AppError } from '../../lib/errors';
import type { LimitStore } from '../auth/limits';
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
  /**
   * Before a request that names an `https:` photo is answered: counts it against the reader's and the
   * address's limits and refuses it (429) past them, or (503) while every place in the queue is taken.
   */
  admit(photo: unknown, who: { reader: string | null; address: string }): Promise<void>;
  /** Resolves once every fetch under way has ended (tests, and shutdown). */
  settled(): Promise<void>;
}

/** What fetching readers' photos from other sites may cost (docs/security.md#photos). */
export interface PhotoFetchLimits {
  /** Photo addresses one reader may give in an hour. */
  perReader: number;
  /** Photo addresses one client address may give in an hour (sign-ups included). */
  perAddress: number;
  /** Fetches (a download and a decode each) under way at once in this process. */
  concurrent: number;
  /** Fetches waiting for a place; past it, a request naming a photo address is refused. */
  queued: number;
}

export const PHOTO_FETCH_LIMITS: PhotoFetchLimits = {
  perReader: 5,
  perAddress: 20,
  concurrent: 2,
  queued: 8,
};

const HOUR_SECONDS = 60 * 60;

export interface UserPhotoOptions extends RemotePhotoOptions {
  fetchLimits?: Partial<PhotoFetchLimits>;
}

/** Whether a photo, as a request gives it, is an address elsewhere the server would fetch. */
export const isPhotoElsewhere = (photo: unknown): photo is string =>
  typeof photo === 'string' && /^https:\/\//i.test(photo.trim()) && !isOwnPhoto(photo);

interface PhotoLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export function createUserPhotos(
  db: Db,
  media: Pick<MediaStore, 'existing' | 'saveAll'>,
  log: PhotoLog,
  options: UserPhotoOptions = {},
  caches?: Pick<Caches, 'changed'>,
  counts?: LimitStore,
): UserPhotos {
  const { fetchLimits, ...fetchOptions } = options;
  const limits = { ...PHOTO_FETCH_LIMITS, ...fetchLimits };
  const users = createUsersRepository(db);
  /** Fetches waiting for a place, oldest first; at most `limits.queued`. */
  const waiting: (() => void)[] = [];
  let active = 0;
  const isFull = () => active + waiting.length >= limits.concurrent + limits.queued;
  /** Runs a fetch once a place is free; false when the queue is full and it was dropped. */
  function enqueue(work: () => Promise<void>): Promise<void> | false {
    if (isFull()) return false;
    return new Promise<void>((resolve) => {
      const start = () => {
        active += 1;
        void work()
          .finally(() => {
            active -= 1;
            waiting.shift()?.();
          })
          .then(resolve, resolve);
      };
      if (active < limits.concurrent) start();
      else waiting.push(start);
    });
  }
  /** The newest address asked for, per user: an older fetch that ends later does not win. */
  const newest = new Map<string, string>();
  const running = new Set<Promise<void>>();

  async function fetchAndKeep(userId: string, address: string) {
    try {
      const url = await rehostPhoto(media, address, fetchOptions);
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
      const queued = enqueue(() =>
        fetchAndKeep(userId, photo).catch((error: unknown) =>
          log.warn({ err: error, userId }, 'photo fetch failed'),
        ),
      );
      if (!queued) {
        // Admitted requests are refused once the queue is full (admit); a Google sign-in is not, and its
        // reader keeps the default avatar rather than wait behind it.
        if (newest.get(userId) === photo) newest.delete(userId);
        log.info({ userId }, 'photo not fetched: too many fetches waiting');
        return;
      }
      const job = queued;
      running.add(job);
      void job.finally(() => running.delete(job));
    },

    async admit(photo, { reader, address }) {
      if (!isPhotoElsewhere(photo)) return;
      if (isFull()) throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, TEXTS.photoFetchesBusy);
      if (!counts) return;
      const rule = (max: number) => ({ window: HOUR_SECONDS, max });
      const decisions = await Promise.all([
        counts.consume(`address:${address}`, rule(limits.perAddress)),
        ...(reader ? [counts.consume(`reader:${reader}`, rule(limits.perReader))] : []),
      ]);
      const refused = decisions.find((decision) => !decision.allowed);
      if (refused)
        throw new AppError(
          429,
          ERROR_CODES.RATE_LIMITED,
          TEXTS.tooManyPhotoFetches(Math.ceil((refused.retryAfter ?? HOUR_SECONDS) / 60)),
        );
    },

    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

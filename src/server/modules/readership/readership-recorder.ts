import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Hit, ReadershipRepository } from './readership.repository';
import { deviceClass, isBot, referrerClass } from './readership-classes';

/** What a view is recorded from: the request's own headers and the beacon's few words. */
export interface ViewSeen {
  articleId: string;
  address: string;
  userAgent: string;
  /** The page before the article, as the page saw it (`document.referrer`, or our own previous page). */
  referrer?: string | undefined;
  /** Our own link's `ref` tag. */
  ref?: string | undefined;
  /** The hosts that are this site (its public address and the host the request was sent to). */
  siteHosts: readonly string[];
}

export interface RecorderOptions {
  repository: ReadershipRepository;
  log: FastifyBaseLogger;
  /** Views kept in memory before they are written at once (sooner after `flushMs`). */
  batchSize?: number;
  flushMs?: number;
  /** The day (UTC, YYYY-MM-DD) a view is counted on; tests move it. */
  today?: () => string;
}

export const utcDay = () => new Date().toISOString().slice(0, 10);

/**
 * Records article views off the page's path: the answer to the beacon never waits for the database. Views
 * are held in memory and written together, at most `batchSize` at a time and at least every `flushMs`. A
 * visitor is a hash of the day's secret salt, their address and browser: the same reader is one visitor
 * all day, and once the salt is deleted tomorrow the hash cannot be traced back to anyone. No cookie, no
 * address is stored. Robots are left out.
 */
export function createReadershipRecorder(options: RecorderOptions) {
  const { repository, log } = options;
  const batchSize = options.batchSize ?? 200;
  const flushMs = options.flushMs ?? 2_000;
  const today = options.today ?? utcDay;
  let pending: Hit[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const salts = new Map<string, Promise<string>>();

  const saltOf = (day: string) => {
    let salt = salts.get(day);
    if (!salt) {
      salts.clear();
      salt = repository.saltOf(day);
      // A failed read is asked again by the next view rather than kept.
      salt.catch(() => salts.delete(day));
      salts.set(day, salt);
    }
    return salt;
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length > 0) {
      writing = writing
        .then(() => repository.insertHits(batch))
        .catch((error: unknown) => log.warn({ err: error, views: batch.length }, 'recording views failed'));
    }
    return writing;
  };

  return {
    /** Counts one view, unless a robot sent it; resolves once it is queued, not written. */
    async record(view: ViewSeen): Promise<void> {
      if (isBot(view.userAgent)) return;
      const day = today();
      const salt = await saltOf(day);
      const visitor = createHash('sha256')
        .update(`${salt}\n${view.address}\n${view.userAgent}`)
        .digest('base64url')
        .slice(0, 22);
      pending.push({
        day,
        articleId: view.articleId,
        visitor,
        referrer: referrerClass(view.referrer, view.ref, view.siteHosts),
        device: deviceClass(view.userAgent),
      });
      if (pending.length >= batchSize) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs).unref();
    },
    /** Writes what is held now; resolves once every batch so far is written (or its failure logged). */
    flush,
  };
}

export type ReadershipRecorder = ReturnType<typeof createReadershipRecorder>;

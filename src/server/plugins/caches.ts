import cluster from 'node:cluster';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  type Caches,
  CLEAR_MESSAGE,
  type ClearMessage,
  createCacheStore,
  EVERYTHING,
  isClearMessage,
} from '../lib/caches';
import { createSharedPages } from '../lib/shared-pages';

const CHANNEL = 'broadsheet:caches:clear';
/**
 * How long a page stays in the shared store at most, changed or not: it is refreshed after CACHE_MS while
 * readers get it, and a page nobody asks for leaves after this.
 */
const PAGE_LIFETIME_MS = 10 * 60_000;
/**
 * The in-process caches (public answers, sessions, articles) and how they stay correct: a write's service
 * names what it changed once it is committed (`caches.changed`, lib/changes.ts), and the entries made from
 * that, and those that name nothing they were made from, leave, in this process at once and in the others
 * through Redis publish/subscribe, or without Redis, between the workers of one supervisor through it.
 * Other processes without Redis see a change within the TTL. A request that changed nothing clears
 * nothing, whatever its method; every write route declares which it is (`config.changes`, checked at
 * start-up by plugins/access-rules.ts; docs/decisions/0024-writes-name-what-they-changed.md). All caches
 * keep their entries in one store bounded by CACHE_MAX_BYTES (docs/decisions/0014-caches-bounded-in-bytes.md).
 */
export const cachesPlugin = fp(
  async (app: FastifyInstance, options: { ttlMs: number; redis: Redis | null }) => {
    const store = createCacheStore(app.config.cacheMaxBytes);
    // The site's data: the processes of one site share their clears and pages, and no other site's.
    const site = app.config.databaseUrl ?? path.resolve(app.config.dataDir);
    const channel = `${CHANNEL}:${createHash('sha256').update(site).digest('base64url').slice(0, 16)}`;
    const clears: (() => void)[] = [];
    const processId = randomUUID();
    let generation = 0;

    const clearHere = (tags: readonly string[]) => {
      generation += 1;
      store.clearTags(tags);
      for (const clear of clears) clear();
    };

    // A worker of the supervisor without Redis: the supervisor passes each clear to the other workers.
    const viaSupervisor =
      !options.redis && options.ttlMs > 0 && cluster.isWorker && process.send !== undefined;
    if (viaSupervisor) {
      const onMessage = (message: unknown) => {
        if (isClearMessage(message) && message.from !== processId) clearHere(message.tags);
      };
      process.on('message', onMessage);
      app.addHook('onClose', async () => void process.off('message', onMessage));
    }

    let subscriber: Redis | null = null;
    if (options.redis && options.ttlMs > 0) {
      subscriber = options.redis.duplicate();
      subscriber.on('message', (_channel: string, text: string) => {
        let message: unknown;
        try {
          message = JSON.parse(text);
        } catch {
          return;
        }
        if (isClearMessage(message) && message.from !== processId) clearHere(message.tags);
      });
      subscriber.on('error', (error: Error) => app.log.warn({ err: error }, 'cache invalidation channel'));
      await subscriber.subscribe(channel);
      app.addHook('onClose', async () => void subscriber?.quit());
    }

    const pages =
      options.redis && options.ttlMs > 0
        ? createSharedPages(options.redis, Math.ceil(PAGE_LIFETIME_MS / 1000), site)
        : null;

    async function changed(tags: readonly string[]) {
      if (tags.length === 0) return;
      clearHere(tags);
      const message: ClearMessage = { type: CLEAR_MESSAGE, from: processId, tags: [...tags] };
      if (options.redis && options.ttlMs > 0) {
        options.redis.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not tell the other processes to clear their caches');
        });
      }
      if (viaSupervisor && process.connected) process.send?.(message);
      // Awaited: the writer's answer leaves only once no process can serve the page it changed.
      await pages?.clear(tags).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not clear the shared pages');
      });
    }

    const caches: Caches = {
      ttlMs: options.ttlMs,
      store,
      get generation() {
        return generation;
      },
      register: (clear) => void clears.push(clear),
      changed,
      clearAll: () => changed([EVERYTHING]),
      pages,
    };
    app.decorate('caches', caches);
  },
);

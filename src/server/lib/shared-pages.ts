import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Visitors' rendered pages and lists kept in Redis, for every process that shares it
 * (docs/decisions/0026-page-store.md): a page is rendered once per change for the whole site, not once per
 * process. Each page is kept with its compressed bytes and the tags of what it was made from; a change
 * deletes the pages of its tags and bumps a version, and a page rendered while a change happened is not
 * kept (the version it started from is no longer current). Entries expire after `lifetimeSeconds` whatever
 * happens, so the store stays bounded when nothing changes.
 */
export interface SharedPage {
  etag: string;
  headers: Record<string, string | number | string[]>;
  /** When it stops being fresh: after it, served only while one request renders it again. */
  expires: number;
  tags: string[];
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface SharedPages {
  /** The page kept for a URL, and the store's version as it was read with it. */
  get(url: string): Promise<{ page: SharedPage | undefined; version: string }>;
  /** Keeps a page, unless a change happened since `version` was read. */
  keep(url: string, page: SharedPage, version: string): Promise<boolean>;
  /** Deletes every page carrying one of these tags, and every page without tags (`*`: every page). */
  clear(tags: readonly string[]): Promise<void>;
  /** Whether this process may render a URL now (no other process holds its turn); released by `release`. */
  claim(url: string): Promise<boolean>;
  release(url: string): Promise<void>;
}

/** How long one process may hold a URL's turn to render it, if it never releases it (it died). */
const TURN_MS = 5_000;

/** KEYS: page, version. ARGV: seen version, lifetime, meta, identity, gzip, br, tag keys… */
const KEEP = `
if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'meta', ARGV[3], 'identity', ARGV[4], 'gzip', ARGV[5], 'br', ARGV[6])
redis.call('EXPIRE', KEYS[1], ARGV[2])
for i = 7, #ARGV do
  redis.call('SADD', ARGV[i], KEYS[1])
  redis.call('EXPIRE', ARGV[i], ARGV[2])
end
return 1`;

/** KEYS: version. ARGV: tag keys (the untagged and, for a change of everything, the all set among them). */
const CLEAR = `
redis.call('INCR', KEYS[1])
for i = 1, #ARGV do
  local pages = redis.call('SMEMBERS', ARGV[i])
  for j = 1, #pages do redis.call('DEL', pages[j]) end
  redis.call('DEL', ARGV[i])
end
return 1`;

/**
 * `site` names the site's data (its database): two sites sharing one Redis, or two test databases, never
 * see each other's pages.
 */
export function createSharedPages(redis: Redis, lifetimeSeconds: number, site: string): SharedPages {
  const root = `broadsheet:pages:${createHash('sha256').update(site).digest('base64url').slice(0, 16)}:`;
  const VERSION = `${root}version`;
  const pageKey = (url: string) => `${root}page:${url}`;
  const tagKey = (tag: string) => `${root}tag:${tag}`;
  const turnKey = (url: string) => `${root}turn:${url}`;
  /** Every page is in this set too: a change of everything deletes them all. */
  const ALL = tagKey('\u0000all');
  /** Pages that named no tags: any change deletes them. */
  const UNTAGGED = tagKey('\u0000untagged');
  return {
    async get(url) {
      const [page, version] = (await redis.pipeline().hgetallBuffer(pageKey(url)).get(VERSION).exec()) as [
        [Error | null, Record<string, Buffer>],
        [Error | null, string | null],
      ];
      const fields = page[1];
      const meta = fields?.meta;
      if (page[0] || !meta || !fields.identity || !fields.gzip || !fields.br)
        return { page: undefined, version: version[1] ?? '0' };
      const { etag, headers, expires, tags } = JSON.parse(meta.toString()) as Omit<
        SharedPage,
        'identity' | 'gzip' | 'br'
      >;
      return {
        page: { etag, headers, expires, tags, identity: fields.identity, gzip: fields.gzip, br: fields.br },
        version: version[1] ?? '0',
      };
    },
    async keep(url, page, version) {
      const { identity, gzip, br, ...rest } = page;
      const tags = page.tags.length > 0 ? page.tags.map(tagKey) : [UNTAGGED];
      const kept = await redis.eval(
        KEEP,
        2,
        pageKey(url),
        VERSION,
        version,
        String(lifetimeSeconds),
        JSON.stringify(rest),
        identity,
        gzip,
        br,
        ALL,
        ...tags,
      );
      return kept === 1;
    },
    async clear(tags) {
      const keys = tags.includes('*') ? [ALL, UNTAGGED] : [...tags.map(tagKey), UNTAGGED];
      await redis.eval(CLEAR, 1, VERSION, ...keys);
    },
    async claim(url) {
      return (await redis.set(turnKey(url), '1', 'PX', TURN_MS, 'NX')) === 'OK';
    },
    async release(url) {
      await redis.del(turnKey(url));
    },
  };
}

import { approximateBytes } from './caches';
import type { SharedPage } from './shared-pages';

/** A kept answer as the page store holds and serves it (src/server/plugins/public-cache.ts). */

export type Headers = Record<string, string | number | string[]>;
export type Encoding = 'br' | 'gzip' | 'identity';

export interface Variant {
  body: Buffer;
  headers: Headers;
}

export interface Entry {
  /** Fresh until then; after it, served only while one request renders the next answer. */
  expires: number;
  etag: string;
  identity: Variant;
  gzip?: Variant;
  br?: Variant;
  notModified: Headers;
  /** Bytes held: the bodies and an estimate of the headers. */
  size: number;
  /** What it was made from (lib/read-tags.ts): a change to one of these clears it. */
  tags: string[];
}

/** The encoding a reader's Accept-Encoding asks for, best first. */
export function pickEncoding(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}

/** The page another process rendered, as this process keeps and serves its entries. */
export function fromShared(page: SharedPage): Entry {
  const variant = (body: Buffer, encoding?: Encoding): Variant => ({
    body,
    headers: {
      ...page.headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': body.length,
    },
  });
  return {
    expires: page.expires,
    etag: page.etag,
    identity: variant(page.identity),
    gzip: variant(page.gzip, 'gzip'),
    br: variant(page.br, 'br'),
    notModified: page.headers,
    size: page.identity.length + page.gzip.length + page.br.length + 4 * approximateBytes(page.headers),
    tags: page.tags,
  };
}

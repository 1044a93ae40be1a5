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
  const br = encodingWeight(accept, 'br');
  const gzip = encodingWeight(accept, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/**
 * How much a client wants an encoding, from its Accept-Encoding (RFC 9110 §12.5.3): the weight its own
 * entry gives it, else the `*` entry's, else 0. `br;q=0` means "never br", whatever else the header says.
 */
export function encodingWeight(accept: string | undefined, encoding: 'br' | 'gzip'): number {
  if (!accept) return 0;
  let own: number | null = null;
  let any: number | null = null;
  for (const entry of accept.toLowerCase().split(',')) {
    const [token = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    const valid = Number.isFinite(weight) ? Math.min(1, Math.max(0, weight)) : 0;
    const named = token === 'x-gzip' ? 'gzip' : token;
    if (named === encoding) own = Math.max(own ?? 0, valid);
    else if (named === '*') any = valid;
  }
  return own ?? any ?? 0;
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

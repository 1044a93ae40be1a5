import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AVATAR_WIDTHS, MAX_UPLOAD_BYTES } from '@shared/images';
import { ARTICLE_API_TEXTS } from '@shared/messages/api-articles';
import { AVATAR_MAX_INPUT_PIXELS, InvalidImageError, openImage, storeImage } from './images';
import type { MediaStore } from './media.repository';

/**
 * A reader's photo given as an `https:` address is fetched once, by the server, and kept as one of our own
 * images (docs/security.md#photos): readers' browsers never load a picture from a third party, and the
 * address cannot make the server reach anything but the public internet.
 */

/** The sizes a photo is kept at: square, for the header (32–40 px at 2×), menus and bylines. */
export { AVATAR_WIDTHS };

const SQUARE_SIDE = 512;

export interface RemotePhotoLimits {
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  /** The largest body read; a larger one is abandoned. */
  maxBytes: number;
  /** How many redirects are followed (each to an `https:` address that is checked again). */
  maxRedirects: number;
}

export const REMOTE_PHOTO_LIMITS: RemotePhotoLimits = {
  timeoutMs: 5_000,
  /** A photo may be as large as an upload (src/shared/images.ts). */
  maxBytes: MAX_UPLOAD_BYTES,
  maxRedirects: 3,
};

export class RemotePhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemotePhotoError';
  }
}

/** Addresses that are not the public internet: this host, private networks, link-local, and the like. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and the old IPv4-compatible addresses (::a.b.c.d).
  ['::', 96],
  // IPv4 through NAT64 (the well-known prefix and the local-use one): the IPv4 host could be anything.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is on the public internet (anything else is refused before a connection is made). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  // An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`): no public host needs one.
  if (/^::ffff:/i.test(new URL(`http://[${address}]/`).hostname.slice(1, -1))) return false;
  return !NOT_PUBLIC.check(address, 'ipv6');
}

export interface RemotePhotoOptions {
  limits?: Partial<RemotePhotoLimits>;
  /** Which resolved addresses may be connected to; tests widen it to loopback, nothing else does. */
  isAllowedAddress?: (address: string) => boolean;
  /** Trusted certificate authorities beyond the system's (tests only). */
  ca?: string | Buffer;
}

/**
 * A lookup that refuses, at the moment of connecting, any address that is not allowed: the address checked
 * is the address used, so a name that resolves differently the second time changes nothing.
 */
export function guardedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = (addresses as unknown as LookupAddress[]).filter((entry) => isAllowed(entry.address));
      const first = list[0];
      if (!first) {
        return callback(new RemotePhotoError(`${hostname} is not a public address`), '', 4);
      }
      if ((options as { all?: boolean }).all) {
        return (callback as unknown as (error: null, list: LookupAddress[]) => void)(null, list);
      }
      callback(null, first.address, first.family);
    });
  };
}

function parseHttpsUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RemotePhotoError('not an address');
  }
  if (url.protocol !== 'https:') throw new RemotePhotoError('only https: addresses are fetched');
  if (url.username || url.password) throw new RemotePhotoError('addresses with credentials are not fetched');
  // A literal address skips the lookup: check it here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isPublicAddress(host))
    throw new RemotePhotoError(`${host} is not a public address`);
  return url;
}

type FetchOutcome = { kind: 'body'; bytes: Buffer } | { kind: 'redirect'; location: string };

function fetchOnce(
  url: URL,
  limits: RemotePhotoLimits,
  options: RemotePhotoOptions,
  signal: AbortSignal,
): Promise<FetchOutcome> {
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      url,
      {
        method: 'GET',
        // A connection of its own: a pooled one would skip the address check of the lookup.
        agent: false,
        lookup: guardedLookup(isAllowed),
        signal,
        headers: {
          accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif',
          'user-agent': 'Broadsheet',
        },
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ kind: 'redirect', location: new URL(response.headers.location, url).toString() });
        }
        if (status !== 200) {
          response.resume();
          return reject(new RemotePhotoError(`the address answered ${status}`));
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          response.destroy();
          return reject(new RemotePhotoError('the picture is too large'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new RemotePhotoError('the picture is too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ kind: 'body', bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    req.on('error', (error) =>
      reject(error instanceof RemotePhotoError ? error : new RemotePhotoError(error.message)),
    );
    req.end();
  });
}

/** The bytes at an `https:` address on the public internet, within the limits; redirects are checked too. */
export async function fetchRemotePhoto(address: string, options: RemotePhotoOptions = {}): Promise<Buffer> {
  const limits = { ...REMOTE_PHOTO_LIMITS, ...options.limits };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = parseHttpsUrl(address);
  for (let redirects = 0; ; redirects++) {
    const outcome = await fetchOnce(url, limits, options, signal).catch((error: unknown) => {
      if (signal.aborted) throw new RemotePhotoError('the address took too long to answer');
      throw error;
    });
    if (outcome.kind === 'body') return outcome.bytes;
    if (redirects >= limits.maxRedirects) throw new RemotePhotoError('too many redirects');
    url = parseHttpsUrl(outcome.location);
  }
}

/**
 * A picture made square (centred on what the image is about), re-encoded and stored at the avatar sizes;
 * resolves with its `/media/…` URL. Its format is checked from its bytes and its size against the avatar's
 * pixel limit before it is decoded; throws InvalidImageError for what is not a picture or too large one.
 */
export async function storeAvatar(store: Pick<MediaStore, 'existing' | 'saveAll'>, input: Buffer) {
  const { open } = await openImage(input, AVATAR_MAX_INPUT_PIXELS, ARTICLE_API_TEXTS.avatarTooManyPixels);
  let square: Buffer;
  try {
    square = await open()
      .rotate()
      .resize({ width: SQUARE_SIDE, height: SQUARE_SIDE, fit: 'cover', position: 'attention' })
      .png()
      .toBuffer();
  } catch {
    // The header could be read but the pixels could not (truncated or corrupt data).
    throw new InvalidImageError(ARTICLE_API_TEXTS.imageDamaged);
  }
  return storeImage(store, square, { widths: AVATAR_WIDTHS });
}

/** Fetches a photo address once and keeps it as our own square avatar; resolves with its `/media/…` URL. */
export async function rehostPhoto(
  store: Pick<MediaStore, 'existing' | 'saveAll'>,
  address: string,
  options: RemotePhotoOptions = {},
): Promise<string> {
  const bytes = await fetchRemotePhoto(address, options);
  const { url } = await storeAvatar(store, bytes);
  return url;
}

import { request as httpsRequest } from 'node:https';
import { AVATAR_WIDTHS, MAX_UPLOAD_BYTES } from '@shared/images';
import { ARTICLE_API_TEXTS } from '@shared/messages/api-articles';
import { guardedLookup, isPublicAddress, refusedLiteralHost } from '../../lib/public-address';
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

export interface RemotePhotoOptions {
  limits?: Partial<RemotePhotoLimits>;
  /** Which resolved addresses may be connected to; tests widen it to loopback, nothing else does. */
  isAllowedAddress?: (address: string) => boolean;
  /** Trusted certificate authorities beyond the system's (tests only). */
  ca?: string | Buffer;
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
  const refused = refusedLiteralHost(url);
  if (refused) throw new RemotePhotoError(`${refused} is not a public address`);
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

/**
 * The image contract (docs/product.md#images), for the server's pipeline, the API's schemas and the client:
 * where stored images live, which files an upload may be, how large. No zod here: the client bundle imports it.
 */

/** Every stored image is re-encoded to WebP at these widths (those wider than the source are skipped). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/**
 * A reader's photo is cropped square and kept at these sizes only (the header and menus show 32–48 px, at up
 * to 2× and more): no larger copy exists, so a photo upload cannot be used to keep a large picture here.
 */
export const AVATAR_WIDTHS = [64, 128, 256] as const;

/** The width an image's URL names: the largest stored variant not wider than this. */
export const DEFAULT_IMAGE_WIDTH = 960;

/** Where stored images are served. */
export const MEDIA_URL_PREFIX = '/media/';

/** A stored variant's URL: `/media/<16 hex of the content hash>-<width>.webp`. */
export const MEDIA_URL_PATTERN = /^\/media\/[0-9a-f]{16}-\d+\.webp$/;

/** The file name of a stored variant (the last part of its URL). */
export const mediaFileName = (key: string, width: number): string => `${key}-${width}.webp`;

/** The URL a stored variant is served at. */
export const mediaUrl = (fileName: string): string => `${MEDIA_URL_PREFIX}${fileName}`;

/** Whether a URL names a stored variant. */
export const isMediaUrl = (url: string): boolean => MEDIA_URL_PATTERN.test(url);

/** Whether a photo address names a picture kept here (`/media/…`), the only kind a page ever loads. */
export const isOwnPhoto = (url: string | null | undefined): url is string =>
  typeof url === 'string' && url.startsWith(MEDIA_URL_PREFIX) && !url.includes('..');

/** Whether a file name is one the pipeline makes (`<hash>-<width>.webp`). */
export const isMediaFileName = (name: string): boolean => isMediaUrl(mediaUrl(name));

/** The file name a media URL names (the URL without `/media/`). */
export const mediaFileNameOf = (url: string): string =>
  url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : url;

/**
 * A `srcset` for a URL made by the pipeline (`/media/<key>-<width>.webp`), or undefined for any other URL.
 * The URL names the largest stored variant up to DEFAULT_IMAGE_WIDTH and every smaller standard width is
 * stored too, so only widths up to the URL's own are listed.
 */
export function imageSrcSet(url: string): string | undefined {
  if (!isMediaUrl(url)) return undefined;
  const [key = '', widthText = ''] = mediaFileNameOf(url)
    .replace(/\.webp$/, '')
    .split('-');
  const width = Number(widthText);
  const stored: readonly number[] = (AVATAR_WIDTHS as readonly number[]).includes(width)
    ? AVATAR_WIDTHS
    : IMAGE_WIDTHS;
  const widths = stored.filter((w) => w <= width);
  if (widths.length === 0) return undefined;
  return widths.map((w) => `${mediaUrl(mediaFileName(key, w))} ${w}w`).join(', ');
}

/** What an upload may be (docs/product.md#images): these formats, up to 5 MB. The server checks the bytes again. */
export const UPLOAD_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type UploadImageFormat = (typeof UPLOAD_IMAGE_FORMATS)[number];
export const UPLOAD_IMAGE_TYPES: readonly string[] = UPLOAD_IMAGE_FORMATS.map((format) => `image/${format}`);
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The limit as readers see it in messages. */
export const MAX_UPLOAD_LABEL = `${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/** Why a chosen file cannot be uploaded ('type' or 'size'), or null when it can. */
export function uploadImageProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!UPLOAD_IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

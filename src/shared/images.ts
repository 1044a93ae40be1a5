/** Responsive image variants made by the server's image pipeline (uploads and demo content). */

/** Every stored image is re-encoded to WebP at these widths (those wider than the source are skipped). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** The width an image's URL names: the largest stored variant not wider than this. */
export const DEFAULT_IMAGE_WIDTH = 960;

const MEDIA_URL = /^\/media\/([0-9a-f]{16})-(\d+)\.webp$/;

/**
 * A `srcset` for a URL made by the pipeline (`/media/<key>-<width>.webp`), or undefined for any other URL.
 * The URL names the largest stored variant up to DEFAULT_IMAGE_WIDTH and every smaller standard width is
 * stored too, so only widths up to the URL's own are listed.
 */
export function imageSrcSet(url: string): string | undefined {
  const match = MEDIA_URL.exec(url);
  if (!match) return undefined;
  const [, key, widthText] = match;
  const width = Number(widthText);
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) return undefined;
  return widths.map((w) => `/media/${key}-${w}.webp ${w}w`).join(', ');
}

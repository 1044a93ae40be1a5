import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@shared/error-codes';
import { formatFromBytes } from '@shared/image-bytes';
import {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  mediaFileName,
  mediaUrl,
  type UploadImageFormat,
} from '@shared/images';
import { ARTICLE_API_TEXTS } from '@shared/messages/api-articles';
import type { Metadata, Sharp } from 'sharp';
import { AppError } from '../../lib/errors';
import type { MediaStore } from './media.repository';

export { IMAGE_WIDTHS };

/** Uploads and demo images are re-encoded, never stored as given (docs/product.md#images). */
const WEBP_QUALITY = 78;
const DEFAULT_WEBP_EFFORT = 4;
/** Refuses decompression bombs long before they reach memory: ~100 megapixels is a large camera photo. */
export const MAX_INPUT_PIXELS = 100_000_000;
/**
 * A reader's photo is kept at 256 px at most: 25 megapixels (a 6000 × 4000 camera photo) is more than
 * enough, and bounds what one photo can cost to decode to a quarter of an article image.
 */
export const AVATAR_MAX_INPUT_PIXELS = 25_000_000;
export const IMAGE_CONTENT_TYPE = 'image/webp';

export class InvalidImageError extends AppError {
  constructor(message: string = ARTICLE_API_TEXTS.imageWrongType) {
    super(400, ERROR_CODES.INVALID_IMAGE, message);
    this.name = 'InvalidImageError';
  }
}

export interface ProcessedImage {
  key: string;
  files: { name: string; buffer: Buffer; width: number }[];
}

export interface ImageOptions {
  widths?: readonly number[];
  /**
   * libwebp effort, 0–6 (default 4). Lower is faster for slightly larger files: demo drawings use 2, which
   * halves the encoding time at about the same size.
   */
  effort?: number;
}

/** The format as decoded from the bytes; AVIF is reported by libvips as HEIF with AV1 compression. */
function detectFormat(metadata: Metadata): UploadImageFormat | undefined {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return metadata.format;
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : undefined;
    default:
      return undefined;
  }
}

/**
 * The one way an upload is opened: its format checked from its bytes first, then decoded by sharp with a
 * pixel limit, and refused unless the header libvips reads agrees with the bytes. Every decode of an
 * image a user sent goes through here.
 */
export async function openImage(
  input: Buffer,
  maxPixels: number,
  tooManyPixels: string = ARTICLE_API_TEXTS.imageTooManyPixels,
): Promise<{ open: () => Sharp; metadata: Metadata; width: number }> {
  const announced = formatFromBytes(input);
  if (!announced) throw new InvalidImageError();
  const sharp = await loadSharp();
  const open = () => sharp(input, { limitInputPixels: maxPixels, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new InvalidImageError(tooManyPixels);
    throw new InvalidImageError();
  }
  if (detectFormat(metadata) !== announced) throw new InvalidImageError();
  const width = metadata.autoOrient?.width ?? metadata.width;
  if (!width || !metadata.height) throw new InvalidImageError();
  if (width * metadata.height > maxPixels) throw new InvalidImageError(tooManyPixels);
  return { open, metadata, width };
}

export function imageKey(input: Buffer): string {
  return createHash('sha256').update(input).digest('hex').slice(0, 16);
}

/** The widths to produce for a source this wide: none wider than it, but always the smallest. */
function targetWidths(sourceWidth: number, widths: readonly number[]): number[] {
  const sorted = [...new Set(widths)].filter((w) => Number.isInteger(w) && w > 0).sort((a, b) => a - b);
  if (sorted.length === 0) throw new RangeError('processImage: no valid widths given');
  const fitting = sorted.filter((w) => w <= sourceWidth);
  return fitting.length > 0 ? fitting : sorted.slice(0, 1);
}

interface InspectedImage {
  key: string;
  widths: number[];
  effort: number;
  open: () => Sharp;
}

/**
 * libvips is loaded with the first image, not at start: a server that only reads (most of them, most of the
 * time) keeps its memory for answers.
 */
const loadSharp = () => import('sharp').then((module) => module.default);

/** Reads only the header: checks the real format and size, and works out the key and the widths. */
async function inspectImage(input: Buffer, options: ImageOptions): Promise<InspectedImage> {
  const { open, width } = await openImage(input, MAX_INPUT_PIXELS);
  return {
    key: imageKey(input),
    widths: targetWidths(width, options.widths ?? IMAGE_WIDTHS),
    effort: options.effort ?? DEFAULT_WEBP_EFFORT,
    open,
  };
}

async function encodeVariants({ key, widths, effort, open }: InspectedImage): Promise<ProcessedImage> {
  try {
    // Decode and orient once; every width is resized from the same pipeline.
    const base = open().rotate();
    const files = await Promise.all(
      widths.map(async (width) => {
        const buffer = await base
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY, effort })
          .toBuffer();
        return { name: mediaFileName(key, width), buffer, width };
      }),
    );
    return { key, files };
  } catch {
    // The header could be read but the pixels could not (truncated or corrupt data).
    throw new InvalidImageError(ARTICLE_API_TEXTS.imageDamaged);
  }
}

/**
 * Decodes an image, checks its real format, applies EXIF orientation, drops all metadata and encodes a
 * WebP per width. File names carry the nominal width, so a source narrower than the smallest width
 * yields one `<key>-<smallest>.webp` at its own size (never enlarged).
 */
export async function processImage(input: Buffer, options: ImageOptions = {}): Promise<ProcessedImage> {
  return encodeVariants(await inspectImage(input, options));
}

/** The variant an image's URL names: the largest produced width not above DEFAULT_IMAGE_WIDTH. */
function defaultWidth(widths: readonly number[]): number {
  const fitting = widths.filter((w) => w <= DEFAULT_IMAGE_WIDTH);
  const chosen = fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths);
  if (!Number.isFinite(chosen)) throw new RangeError('storeImage: no variants produced');
  return chosen;
}

/**
 * Processes an image and stores every variant in one statement, so a failure leaves none of them. Names are
 * content-addressed: when every variant is already stored nothing is encoded again, and a stored variant is
 * never rewritten (two processes storing the same image at once both succeed).
 */
export async function storeImage(
  store: Pick<MediaStore, 'existing' | 'saveAll'>,
  input: Buffer,
  options: ImageOptions = {},
): Promise<{ url: string; key: string }> {
  const inspected = await inspectImage(input, options);
  const { key, widths } = inspected;
  const url = mediaUrl(mediaFileName(key, defaultWidth(widths)));
  const stored = await store.existing(widths.map((w) => mediaFileName(key, w)));
  if (stored.size === widths.length) return { url, key };

  const { files } = await encodeVariants(inspected);
  await store.saveAll(
    files
      .filter((file) => !stored.has(file.name))
      .map((file) => ({ name: file.name, contentType: IMAGE_CONTENT_TYPE, bytes: file.buffer })),
  );
  return { url, key };
}

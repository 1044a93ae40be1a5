import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@shared/error-codes';
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
const MAX_INPUT_PIXELS = 100_000_000;
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
  const sharp = await loadSharp();
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch {
    throw new InvalidImageError();
  }
  if (!detectFormat(metadata)) throw new InvalidImageError();
  const sourceWidth = metadata.autoOrient?.width ?? metadata.width;
  if (!sourceWidth || !metadata.height) throw new InvalidImageError();
  if (sourceWidth * metadata.height > MAX_INPUT_PIXELS) {
    throw new InvalidImageError(ARTICLE_API_TEXTS.imageTooManyPixels);
  }
  return {
    key: imageKey(input),
    widths: targetWidths(sourceWidth, options.widths ?? IMAGE_WIDTHS),
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

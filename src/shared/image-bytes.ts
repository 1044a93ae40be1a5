import type { UploadImageFormat } from './images';

// The format an upload's bytes announce: the server's check before any decode, mirrored by the browser.

const startsWith = (input: Uint8Array, bytes: readonly number[], offset = 0) =>
  input.length >= offset + bytes.length && bytes.every((byte, index) => input[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The ISO base media brands of an AVIF file (an image or an image sequence). */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The format an image's first bytes announce (its magic number), read before anything decodes it: SVG,
 * TIFF, PDF, HEIC and every other format libvips could open never reach the decoder.
 */
export function formatFromBytes(input: Uint8Array): UploadImageFormat | null {
  if (startsWith(input, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(input, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(input, ascii('GIF87a')) || startsWith(input, ascii('GIF89a'))) return 'gif';
  if (startsWith(input, ascii('RIFF')) && startsWith(input, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(input, ascii('ftyp'), 4)) {
    // The `ftyp` box: its size, then the major brand, a version, and the compatible brands.
    const size = new DataView(input.buffer, input.byteOffset, Math.min(input.length, 4)).getUint32(0);
    const end = Math.min(input.length, size, 64);
    const text = (from: number) => String.fromCharCode(...input.subarray(from, from + 4));
    if (AVIF_BRANDS.has(text(8))) return 'avif';
    for (let offset = 16; offset + 4 <= end; offset += 4) if (AVIF_BRANDS.has(text(offset))) return 'avif';
  }
  return null;
}

/**
 * Draws the installed app's icons from the site's logo (public/favicon.svg) with sharp, so none is fetched
 * or drawn by hand: `npx tsx scripts/app-icons.ts` writes them to public/ (they are committed).
 *
 * - icon-192.png, icon-512.png: the logo as it is (rounded red square), for launchers that show it whole;
 * - icon-maskable-192.png, icon-maskable-512.png: a full-bleed red square with the letter inside the middle
 *   80 %, the safe zone a launcher's mask never cuts (docs/product.md#the-app);
 * - apple-touch-icon.png (180 px): full-bleed too, as iOS rounds the corners itself.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC_DIR = path.join(import.meta.dirname, '..', 'public');
const RED = '#b91c1c';

async function main() {
  const logo = await readFile(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
  const letter = logo.match(/<path d="([^"]+)"/)?.[1];
  if (!letter) throw new Error('public/favicon.svg has no letter path');
  // The letter spans about 30 × 38 of the logo's 64 units; at 0.7 scale it stays well inside the safe zone.
  const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${RED}"/><g transform="translate(32 33) scale(0.7) translate(-32 -33)"><path d="${letter}" fill="#fff"/></g></svg>`;
  const icons: [file: string, svg: string, size: number][] = [
    ['icon-192.png', logo, 192],
    ['icon-512.png', logo, 512],
    ['icon-maskable-192.png', fullBleed, 192],
    ['icon-maskable-512.png', fullBleed, 512],
    ['apple-touch-icon.png', fullBleed, 180],
  ];
  for (const [file, svg, size] of icons) {
    await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(PUBLIC_DIR, file));
    console.info(`public/${file}: ${size} × ${size}`);
  }
}

await main();

import { COVER_HEIGHT, COVER_WIDTH, DEFAULT_PALETTE, defs, PALETTES, type Palette } from './cover-palettes';
import { between, createRng, hashString, pick, type Rng } from './random';
import { educationScene, entertainmentScene, sportsScene, technologyScene } from './scenes-events';
import { businessScene, cultureScene, lifestyleScene } from './scenes-places';

export { COVER_HEIGHT, COVER_WIDTH };

/**
 * Demo article covers drawn as SVG (docs/product.md#running-and-scale): a scene per section in its own
 * palette, shapes and gradients only (the machine may have no fonts).
 */

type Scene = (rng: Rng, palette: Palette, horizon: number) => string;

/** Each section's scene; any other tag gets the business scene. */
const SCENES: Record<string, Scene> = {
  sports: sportsScene,
  entertainment: entertainmentScene,
  education: educationScene,
  'Science & Technology': technologyScene,
  culture: cultureScene,
  lifestyle: lifestyleScene,
};

/** A 1280×720 abstract news-photo-like composition in the tag's palette. */
export function coverSvg(seed: number, tag: string): string {
  const rng = createRng((seed * 2654435761) ^ hashString(tag));
  const palette = PALETTES[tag] ?? DEFAULT_PALETTE;
  const sky = pick(rng, palette.skies);
  const horizon = Math.round(between(rng, 400, 480));
  const scene = (SCENES[tag] ?? businessScene)(rng, palette, horizon);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">${defs(palette, sky, horizon)}<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#sky)"/>${scene}<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#vignette)"/></svg>`;
}

/**
 * Demo pictures drawn here as SVG: nothing is downloaded (docs/product.md#running-and-scale). There are no <text> elements — the
 * machine may have no fonts — only gradients and shapes. The same seed always gives the same SVG.
 */

import { createRng, pick, r1 } from './random';

export { COVER_HEIGHT, COVER_WIDTH, coverSvg } from './cover-scenes';
export { createRng, hashString } from './random';

export const LOGO_SIZE = 320;
export const AVATAR_SIZE = 320;

const LOGO_COLOURS: readonly [string, string][] = [
  ['#111111', '#f5f5f5'],
  ['#0b3d91', '#ffd166'],
  ['#052962', '#c70000'],
  ['#1a1a1a', '#c9a227'],
  ['#c8102e', '#ffffff'],
  ['#003a70', '#7fd1ff'],
  ['#009bde', '#ffffff'],
  ['#a4161a', '#ffb703'],
  ['#004d40', '#e0f2f1'],
  ['#002147', '#e63946'],
  ['#222222', '#f4a261'],
  ['#6a040f', '#ffd60a'],
];

function polygon(cx: number, cy: number, radius: number, sides: number, rotation = -Math.PI / 2): string {
  return Array.from({ length: sides }, (_, i) => {
    const angle = rotation + (i * 2 * Math.PI) / sides;
    return `${r1(cx + Math.cos(angle) * radius)},${r1(cy + Math.sin(angle) * radius)}`;
  }).join(' ');
}

function star(cx: number, cy: number, outer: number, inner: number, points: number): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    return `${r1(cx + Math.cos(angle) * radius)},${r1(cy + Math.sin(angle) * radius)}`;
  }).join(' ');
}

/** One emblem per family; each is a monogram-like geometric mark. */
const EMBLEMS: ((fg: string, bg: string) => string)[] = [
  // A seal: a ring of ticks around a filled disc crossed by two rules.
  (fg, bg) =>
    `<circle cx="160" cy="160" r="118" fill="none" stroke="${fg}" stroke-width="12"/>${Array.from({ length: 24 }, (_, i) => `<rect x="156" y="52" width="8" height="18" fill="${fg}" transform="rotate(${i * 15} 160 160)"/>`).join('')}<circle cx="160" cy="160" r="74" fill="${fg}"/><rect x="96" y="128" width="128" height="12" fill="${bg}"/><rect x="96" y="180" width="128" height="12" fill="${bg}"/>`,
  // A diamond with a quartered centre.
  (fg, bg) =>
    `<polygon points="${polygon(160, 160, 120, 4)}" fill="${fg}"/><polygon points="${polygon(160, 160, 70, 4)}" fill="${bg}"/><line x1="160" y1="90" x2="160" y2="230" stroke="${fg}" stroke-width="12"/><line x1="90" y1="160" x2="230" y2="160" stroke="${fg}" stroke-width="12"/>`,
  // A shield with chevrons.
  (fg, bg) =>
    `<path d="M70,60 L250,60 L250,170 Q250,250 160,280 Q70,250 70,170 Z" fill="${fg}"/><polyline points="100,120 160,170 220,120" fill="none" stroke="${bg}" stroke-width="20" stroke-linejoin="miter"/><polyline points="100,175 160,225 220,175" fill="none" stroke="${bg}" stroke-width="20" stroke-linejoin="miter"/>`,
  // Stacked columns: a broadsheet's rules.
  (fg) =>
    `<rect x="62" y="70" width="40" height="180" fill="${fg}"/><rect x="120" y="100" width="40" height="150" fill="${fg}"/><rect x="178" y="130" width="40" height="120" fill="${fg}"/><rect x="236" y="160" width="22" height="90" fill="${fg}"/><rect x="50" y="258" width="220" height="14" fill="${fg}"/>`,
  // A star in a ring.
  (fg) =>
    `<circle cx="160" cy="160" r="118" fill="none" stroke="${fg}" stroke-width="14"/><polygon points="${star(160, 164, 92, 38, 5)}" fill="${fg}"/>`,
  // Interlocking circles.
  (fg, bg) =>
    `<circle cx="120" cy="160" r="72" fill="none" stroke="${fg}" stroke-width="20"/><circle cx="200" cy="160" r="72" fill="none" stroke="${fg}" stroke-width="20"/><circle cx="160" cy="160" r="18" fill="${fg}"/><rect x="40" y="240" width="240" height="10" fill="${bg}"/>`,
  // A hexagon split into facets.
  (fg, bg) =>
    `<polygon points="${polygon(160, 160, 120, 6, 0)}" fill="${fg}"/><polygon points="160,160 280,160 220,56" fill="${bg}" opacity="0.35"/><polygon points="160,160 40,160 100,264" fill="${bg}" opacity="0.35"/><polygon points="${polygon(160, 160, 42, 6, 0)}" fill="${bg}"/>`,
  // A rising sun over stripes.
  (fg, bg) =>
    `<clipPath id="c"><circle cx="160" cy="160" r="120"/></clipPath><g clip-path="url(#c)"><rect x="0" y="0" width="320" height="320" fill="${fg}"/><circle cx="160" cy="190" r="70" fill="${bg}"/>${[200, 228, 256, 284].map((y) => `<rect x="0" y="${y}" width="320" height="14" fill="${bg}"/>`).join('')}</g><circle cx="160" cy="160" r="120" fill="none" stroke="${fg}" stroke-width="10"/>`,
  // A compass rose.
  (fg, bg) =>
    `<circle cx="160" cy="160" r="120" fill="${fg}"/><polygon points="${star(160, 160, 100, 22, 4)}" fill="${bg}"/><polygon points="${star(160, 160, 62, 16, 4)}" fill="${fg}" transform="rotate(45 160 160)"/><circle cx="160" cy="160" r="12" fill="${bg}"/>`,
  // Two overlapping squares: a monogram frame.
  (fg, bg) =>
    `<rect x="60" y="60" width="150" height="150" fill="${fg}"/><rect x="110" y="110" width="150" height="150" fill="none" stroke="${fg}" stroke-width="18"/><rect x="110" y="110" width="100" height="100" fill="${bg}"/><rect x="135" y="135" width="50" height="50" fill="${fg}"/>`,
  // Waves in a circle.
  (fg, bg) =>
    `<circle cx="160" cy="160" r="120" fill="${fg}"/>${[110, 150, 190, 230].map((y) => `<path d="M48,${y} Q104,${y - 30} 160,${y} T272,${y}" fill="none" stroke="${bg}" stroke-width="14" stroke-linecap="round"/>`).join('')}`,
  // Twin peaks under a sun.
  (fg, bg) =>
    `<circle cx="222" cy="104" r="38" fill="${fg}"/><polygon points="30,262 128,92 226,262" fill="${fg}"/><polygon points="150,262 216,150 290,262" fill="${fg}" stroke="${bg}" stroke-width="10" stroke-linejoin="round"/><polygon points="128,92 150,130 106,130" fill="${bg}"/>`,
];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A 320×320 emblem for a publisher: strong colours, a distinct geometric mark per index. The name is an
 * attribute, not drawn text: rasterising needs no fonts.
 */
export function logoSvg(name: string, index: number): string {
  const [bg, fg] = LOGO_COLOURS[index % LOGO_COLOURS.length] as [string, string];
  const emblem = EMBLEMS[index % EMBLEMS.length] as (typeof EMBLEMS)[number];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(name)}"><rect width="320" height="320" rx="48" fill="${bg}"/>${emblem(fg, bg)}</svg>`;
}

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];
const HAIR = ['#2c1b10', '#4b2e1a', '#a55728', '#d6b370', '#1b1b1b'];
const BACKDROPS = ['#e76f51', '#2a9d8f', '#264653', '#8ab17d', '#6d597a', '#457b9d'];

/** A 320×320 head-and-shoulders avatar, for demo users. */
export function avatarSvg(seed: number): string {
  const rng = createRng(seed * 7919 + 17);
  const bg = pick(rng, BACKDROPS);
  const skin = pick(rng, SKIN);
  const hair = pick(rng, HAIR);
  const shirt = pick(
    rng,
    BACKDROPS.filter((c) => c !== bg),
  );
  const longHair = rng() < 0.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 320 320"><rect width="320" height="320" fill="${bg}"/>${longHair ? `<rect x="92" y="100" width="136" height="150" rx="60" fill="${hair}"/>` : ''}<path d="M40,320 Q40,230 160,222 Q280,230 280,320 Z" fill="${shirt}"/><rect x="138" y="190" width="44" height="46" fill="${skin}"/><ellipse cx="160" cy="146" rx="62" ry="72" fill="${skin}"/><path d="M96,140 Q100,66 160,68 Q222,66 224,140 Q200,100 160,104 Q118,100 96,140 Z" fill="${hair}"/></svg>`;
}

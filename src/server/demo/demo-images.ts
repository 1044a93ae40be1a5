/**
 * Demo pictures drawn here as SVG: nothing is downloaded (docs/product.md#running-and-scale). There are no <text> elements — the
 * machine may have no fonts — only gradients and shapes. The same seed always gives the same SVG.
 */

export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;
export const LOGO_SIZE = 320;
export const AVATAR_SIZE = 320;

type Rng = () => number;

/** mulberry32: small, fast and good enough for pictures and demo data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so names give stable seeds. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
const int = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const r1 = (n: number) => Math.round(n * 10) / 10;

interface Palette {
  /** Skies for different times of day; each cover picks one. */
  skies: [string, string][];
  ground: [string, string];
  accents: string[];
  light: string;
}

const PALETTES: Record<string, Palette> = {
  sports: {
    skies: [
      ['#0b3d91', '#5fa8e8'],
      ['#1b1f3b', '#e07a5f'],
      ['#4f6d7a', '#c0d6df'],
    ],
    ground: ['#1f7a3a', '#0f4d22'],
    accents: ['#ffffff', '#f5c518', '#e63946', '#ff8c42'],
    light: '#fff7d6',
  },
  entertainment: {
    skies: [
      ['#12002b', '#4a0e5c'],
      ['#001d3d', '#7b2cbf'],
      ['#2b0a0a', '#9d0208'],
    ],
    ground: ['#1a0a24', '#07020c'],
    accents: ['#ff3cac', '#ffd166', '#7b2ff7', '#00d4ff'],
    light: '#ffe9a8',
  },
  education: {
    skies: [
      ['#fdf0d5', '#f4c27a'],
      ['#e8f1f2', '#a3cef1'],
      ['#f1faee', '#cfe1b9'],
    ],
    ground: ['#7a4b2a', '#4e2e17'],
    accents: ['#c1121f', '#003049', '#669bbc', '#2a9d8f'],
    light: '#fffbef',
  },
  'Science & Technology': {
    skies: [
      ['#020b1f', '#0a2a5e'],
      ['#0b0221', '#3c096c'],
      ['#00111c', '#005f73'],
    ],
    ground: ['#041633', '#010614'],
    accents: ['#00e5ff', '#39ff14', '#7c4dff', '#18ffff'],
    light: '#b3f5ff',
  },
  business: {
    skies: [
      ['#1d2b44', '#c9d6e8'],
      ['#283c63', '#f8b878'],
      ['#0d1b2a', '#415a77'],
    ],
    ground: ['#2c3440', '#151a21'],
    accents: ['#f0b429', '#3ddc97', '#e4572e', '#9fb3c8'],
    light: '#fff3c4',
  },
  culture: {
    skies: [
      ['#f6e7d7', '#e0a387'],
      ['#e9edc9', '#ccd5ae'],
      ['#fefae0', '#dda15e'],
    ],
    ground: ['#9c4a2f', '#5e2a19'],
    accents: ['#264653', '#e9c46a', '#b5179e', '#2a9d8f'],
    light: '#fff4e6',
  },
  lifestyle: {
    skies: [
      ['#ffd6e0', '#c1e7ff'],
      ['#fff1d6', '#ffc8a2'],
      ['#d8f3dc', '#b7e4c7'],
    ],
    ground: ['#9bd3ae', '#5fa37a'],
    accents: ['#ff8fab', '#ffb703', '#06d6a0', '#8ecae6'],
    light: '#fffdf5',
  },
};

const DEFAULT_PALETTE = PALETTES.business as Palette;

function defs(p: Palette, sky: [string, string], horizon: number): string {
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.ground[0]}"/><stop offset="1" stop-color="${p.ground[1]}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.light}" stop-opacity="0.95"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient>
<clipPath id="below"><rect x="0" y="${horizon}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - horizon}"/></clipPath>
</defs>`;
}

function sportsScene(rng: Rng, p: Palette, horizon: number): string {
  const parts: string[] = [];
  // Floodlights on the skyline.
  for (let i = 0; i < 2; i++) {
    const x = i === 0 ? between(rng, 80, 260) : between(rng, 1020, 1200);
    parts.push(
      `<rect x="${r1(x - 4)}" y="${r1(horizon - 260)}" width="8" height="260" fill="#1b1b1b" opacity="0.7"/>`,
      `<circle cx="${r1(x)}" cy="${r1(horizon - 262)}" r="90" fill="url(#glow)"/>`,
    );
  }
  // Stands: rows of tiny crowd dots.
  parts.push(`<rect x="0" y="${horizon - 90}" width="${COVER_WIDTH}" height="90" fill="#20242c"/>`);
  for (let row = 0; row < 4; row++) {
    for (let x = 6; x < COVER_WIDTH; x += 22) {
      parts.push(
        `<circle cx="${r1(x + between(rng, -4, 4))}" cy="${r1(horizon - 78 + row * 20)}" r="6" fill="${pick(rng, p.accents)}" opacity="0.55"/>`,
      );
    }
  }
  // Pitch with mown stripes and markings in perspective.
  parts.push(
    `<rect x="0" y="${horizon}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - horizon}" fill="url(#ground)"/>`,
  );
  const stripes = 9;
  for (let i = 0; i < stripes; i += 2) {
    const t0 = i / stripes;
    const t1 = (i + 1) / stripes;
    const xTop = (t: number) => 340 + t * 600;
    const xBottom = (t: number) => -500 + t * 2280;
    parts.push(
      `<polygon points="${r1(xTop(t0))},${horizon} ${r1(xTop(t1))},${horizon} ${r1(xBottom(t1))},${COVER_HEIGHT} ${r1(xBottom(t0))},${COVER_HEIGHT}" fill="#ffffff" opacity="0.06"/>`,
    );
  }
  const cy = between(rng, horizon + 110, horizon + 170);
  parts.push(
    `<ellipse cx="640" cy="${r1(cy)}" rx="210" ry="58" fill="none" stroke="#fff" stroke-width="5" opacity="0.7"/>`,
    `<line x1="640" y1="${horizon}" x2="640" y2="${COVER_HEIGHT}" stroke="#fff" stroke-width="5" opacity="0.7"/>`,
  );
  // The ball, with a shadow and a motion trail.
  const bx = between(rng, 300, 980);
  const by = between(rng, horizon + 60, COVER_HEIGHT - 90);
  const br = between(rng, 34, 56);
  const accent = pick(rng, p.accents);
  parts.push(
    `<ellipse cx="${r1(bx + 10)}" cy="${r1(by + br + 8)}" rx="${r1(br)}" ry="${r1(br / 4)}" fill="#000" opacity="0.35"/>`,
    `<polygon points="${r1(bx)},${r1(by - br)} ${r1(bx - 360)},${r1(by - br / 3)} ${r1(bx - 360)},${r1(by + br / 3)} ${r1(bx)},${r1(by + br)}" fill="${accent}" opacity="0.18"/>`,
    `<circle cx="${r1(bx)}" cy="${r1(by)}" r="${r1(br)}" fill="#fafafa"/>`,
    `<polygon points="${r1(bx)},${r1(by - br * 0.35)} ${r1(bx + br * 0.33)},${r1(by - br * 0.1)} ${r1(bx + br * 0.2)},${r1(by + br * 0.3)} ${r1(bx - br * 0.2)},${r1(by + br * 0.3)} ${r1(bx - br * 0.33)},${r1(by - br * 0.1)}" fill="#222"/>`,
  );
  return parts.join('');
}

function entertainmentScene(rng: Rng, p: Palette, horizon: number): string {
  const parts: string[] = [];
  // Spotlight beams from the rig.
  const beams = int(rng, 3, 6);
  for (let i = 0; i < beams; i++) {
    const top = between(rng, 100, 1180);
    const bottom = between(rng, 200, 1080);
    const spread = between(rng, 90, 200);
    parts.push(
      `<polygon points="${r1(top - 14)},0 ${r1(top + 14)},0 ${r1(bottom + spread)},${horizon + 60} ${r1(bottom - spread)},${horizon + 60}" fill="url(#beam)" opacity="${r1(between(rng, 0.5, 0.9))}"/>`,
    );
  }
  // Bokeh.
  for (let i = 0; i < 26; i++) {
    parts.push(
      `<circle cx="${r1(between(rng, 0, COVER_WIDTH))}" cy="${r1(between(rng, 0, horizon))}" r="${r1(between(rng, 8, 46))}" fill="${pick(rng, p.accents)}" opacity="${r1(between(rng, 0.12, 0.4))}"/>`,
    );
  }
  // Stage and a silhouetted performer.
  parts.push(
    `<rect x="0" y="${horizon}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - horizon}" fill="url(#ground)"/>`,
    `<ellipse cx="640" cy="${horizon + 10}" rx="420" ry="40" fill="${p.light}" opacity="0.25"/>`,
  );
  const px = between(rng, 420, 860);
  parts.push(
    `<circle cx="${r1(px)}" cy="${r1(horizon - 230)}" r="34" fill="#050208"/>`,
    `<polygon points="${r1(px - 60)},${horizon} ${r1(px - 40)},${horizon - 190} ${r1(px + 40)},${horizon - 190} ${r1(px + 60)},${horizon}" fill="#050208"/>`,
    `<polygon points="${r1(px + 36)},${horizon - 180} ${r1(px + 120)},${horizon - 300} ${r1(px + 132)},${horizon - 292} ${r1(px + 52)},${horizon - 160}" fill="#050208"/>`,
  );
  // The crowd's heads in the foreground.
  for (let x = -20; x < COVER_WIDTH + 40; x += int(rng, 46, 70)) {
    const y = COVER_HEIGHT - between(rng, 30, 80);
    parts.push(
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(between(rng, 26, 36))}" fill="#000"/>`,
      `<rect x="${r1(x - 40)}" y="${r1(y + 20)}" width="80" height="120" rx="30" fill="#000"/>`,
    );
  }
  return parts.join('');
}

function educationScene(rng: Rng, p: Palette, horizon: number): string {
  const parts: string[] = [];
  parts.push(
    `<circle cx="${r1(between(rng, 900, 1150))}" cy="${r1(between(rng, 110, 200))}" r="170" fill="url(#glow)"/>`,
  );
  // A window grid on the back wall.
  const wx = between(rng, 80, 260);
  parts.push(`<rect x="${r1(wx)}" y="80" width="300" height="260" fill="${p.light}" opacity="0.55"/>`);
  parts.push(
    `<line x1="${r1(wx + 150)}" y1="80" x2="${r1(wx + 150)}" y2="340" stroke="${p.ground[0]}" stroke-width="10"/>`,
    `<line x1="${r1(wx)}" y1="210" x2="${r1(wx + 300)}" y2="210" stroke="${p.ground[0]}" stroke-width="10"/>`,
  );
  // Desk.
  parts.push(
    `<rect x="0" y="${horizon}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - horizon}" fill="url(#ground)"/>`,
  );
  // Stacks of books.
  let x = between(rng, 360, 520);
  const stacks = int(rng, 2, 4);
  for (let s = 0; s < stacks; s++) {
    let y = horizon;
    const books = int(rng, 3, 7);
    for (let b = 0; b < books; b++) {
      const w = between(rng, 170, 240);
      const h = between(rng, 24, 44);
      const shift = between(rng, -18, 18);
      y -= h;
      parts.push(
        `<rect x="${r1(x + shift)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="4" fill="${pick(rng, p.accents)}"/>`,
        `<rect x="${r1(x + shift + 12)}" y="${r1(y + h / 2 - 3)}" width="${r1(w - 24)}" height="6" fill="#fff" opacity="0.35"/>`,
      );
    }
    x += between(rng, 240, 300);
  }
  // A pencil and an apple-round shape.
  const ax = between(rng, 160, 300);
  parts.push(
    `<circle cx="${r1(ax)}" cy="${horizon - 46}" r="48" fill="${p.accents[0]}"/>`,
    `<rect x="${r1(ax - 3)}" y="${horizon - 112}" width="6" height="24" fill="#4e2e17"/>`,
    `<polygon points="${r1(ax + 4)},${horizon - 100} ${r1(ax + 40)},${horizon - 118} ${r1(ax + 14)},${horizon - 88}" fill="#2a9d8f"/>`,
    `<polygon points="300,${horizon + 120} 900,${horizon + 60} 908,${horizon + 74} 308,${horizon + 134}" fill="#f4c27a"/>`,
  );
  return parts.join('');
}

function technologyScene(rng: Rng, p: Palette): string {
  const parts: string[] = [];
  // Perspective grid floor.
  for (let i = 0; i <= 16; i++) {
    const x = (i / 16) * COVER_WIDTH;
    parts.push(
      `<line x1="640" y1="360" x2="${r1((x - 640) * 3 + 640)}" y2="${COVER_HEIGHT}" stroke="${p.accents[0]}" stroke-width="1.5" opacity="0.25"/>`,
    );
  }
  for (let i = 1; i <= 8; i++) {
    const y = 360 + (COVER_HEIGHT - 360) * (i / 8) ** 1.8;
    parts.push(
      `<line x1="0" y1="${r1(y)}" x2="${COVER_WIDTH}" y2="${r1(y)}" stroke="${p.accents[0]}" stroke-width="1.5" opacity="0.25"/>`,
    );
  }
  // A network of nodes.
  const nodes = Array.from({ length: int(rng, 14, 22) }, () => ({
    x: between(rng, 60, COVER_WIDTH - 60),
    y: between(rng, 50, 420),
    r: between(rng, 4, 14),
  }));
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const a = nodes[i];
      const b = nodes[j];
      if (!a || !b || Math.hypot(a.x - b.x, a.y - b.y) > 260) continue;
      parts.push(
        `<line x1="${r1(a.x)}" y1="${r1(a.y)}" x2="${r1(b.x)}" y2="${r1(b.y)}" stroke="${p.accents[0]}" stroke-width="2" opacity="0.45"/>`,
      );
    }
  }
  for (const node of nodes) {
    parts.push(
      `<circle cx="${r1(node.x)}" cy="${r1(node.y)}" r="${r1(node.r * 3)}" fill="url(#glow)" opacity="0.5"/>`,
      `<circle cx="${r1(node.x)}" cy="${r1(node.y)}" r="${r1(node.r)}" fill="${pick(rng, p.accents)}"/>`,
    );
  }
  // A chip in the middle.
  const cx = between(rng, 480, 800);
  const cy = between(rng, 420, 540);
  parts.push(
    `<rect x="${r1(cx - 110)}" y="${r1(cy - 70)}" width="220" height="140" rx="14" fill="#0d1b3d" stroke="${p.accents[2]}" stroke-width="4"/>`,
  );
  for (let i = 0; i < 7; i++) {
    const x = cx - 90 + i * 30;
    parts.push(
      `<rect x="${r1(x)}" y="${r1(cy - 92)}" width="10" height="22" fill="${p.accents[0]}"/>`,
      `<rect x="${r1(x)}" y="${r1(cy + 70)}" width="10" height="22" fill="${p.accents[0]}"/>`,
    );
  }
  parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="34" fill="${p.accents[1]}" opacity="0.8"/>`);
  return parts.join('');
}

function businessScene(rng: Rng, p: Palette, horizon: number): string {
  const parts: string[] = [];
  parts.push(
    `<circle cx="${r1(between(rng, 200, 1080))}" cy="${r1(between(rng, 120, 240))}" r="160" fill="url(#glow)" opacity="0.7"/>`,
  );
  // Skyline.
  let x = -20;
  while (x < COVER_WIDTH) {
    const w = between(rng, 60, 140);
    const h = between(rng, 140, horizon - 60);
    const shade = pick(rng, ['#1d2b44', '#243b55', '#2f4858', '#1b263b']);
    parts.push(
      `<rect x="${r1(x)}" y="${r1(horizon - h)}" width="${r1(w)}" height="${r1(h)}" fill="${shade}"/>`,
    );
    for (let wy = horizon - h + 14; wy < horizon - 16; wy += 24) {
      for (let wx = x + 10; wx < x + w - 14; wx += 20) {
        if (rng() < 0.45) {
          parts.push(
            `<rect x="${r1(wx)}" y="${r1(wy)}" width="8" height="12" fill="${p.light}" opacity="0.75"/>`,
          );
        }
      }
    }
    x += w + between(rng, 2, 12);
  }
  parts.push(
    `<rect x="0" y="${horizon}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - horizon}" fill="url(#ground)"/>`,
  );
  // A market chart over it.
  const points: string[] = [];
  let y = between(rng, 360, 460);
  const trend = between(rng, -18, 22);
  for (let i = 0; i <= 14; i++) {
    points.push(`${r1(60 + i * 83)},${r1(y)}`);
    y = Math.min(520, Math.max(120, y - trend + between(rng, -38, 38)));
  }
  const colour = trend > 0 ? p.accents[1] : p.accents[2];
  parts.push(
    `<polyline points="${points.join(' ')}" fill="none" stroke="#000" stroke-width="14" opacity="0.25" stroke-linejoin="round"/>`,
    `<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="8" stroke-linejoin="round"/>`,
  );
  for (let i = 0; i < 10; i++) {
    const bh = between(rng, 20, 110);
    parts.push(
      `<rect x="${r1(80 + i * 112)}" y="${r1(COVER_HEIGHT - 30 - bh)}" width="60" height="${r1(bh)}" fill="${p.accents[0]}" opacity="0.85"/>`,
    );
  }
  return parts.join('');
}

function cultureScene(rng: Rng, p: Palette, horizon: number): string {
  const parts: string[] = [];
  // A gallery wall of arches.
  const arches = int(rng, 3, 5);
  const span = COVER_WIDTH / arches;
  for (let i = 0; i < arches; i++) {
    const cx = span * i + span / 2;
    const w = span * 0.62;
    const top = between(rng, 90, 150);
    parts.push(
      `<path d="M${r1(cx - w / 2)},${horizon} L${r1(cx - w / 2)},${r1(top + w / 2)} A${r1(w / 2)},${r1(w / 2)} 0 0 1 ${r1(cx + w / 2)},${r1(top + w / 2)} L${r1(cx + w / 2)},${horizon} Z" fill="${pick(rng, p.accents)}" opacity="0.9"/>`,
      `<circle cx="${r1(cx)}" cy="${r1(top + w / 2 + 40)}" r="${r1(w * 0.22)}" fill="${p.light}" opacity="0.6"/>`,
    );
  }
  parts.push(
    `<rect x="0" y="${horizon}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - horizon}" fill="url(#ground)"/>`,
  );
  // Tiled floor.
  for (let x = 0; x < COVER_WIDTH; x += 80) {
    parts.push(
      `<polygon points="${x},${horizon} ${x + 40},${horizon} ${(x - 640) * 1.8 + 640 + 72},${COVER_HEIGHT} ${(x - 640) * 1.8 + 640},${COVER_HEIGHT}" fill="#000" opacity="0.12" clip-path="url(#below)"/>`,
    );
  }
  // A sculpture: stacked forms on a plinth.
  const sx = between(rng, 380, 900);
  parts.push(
    `<rect x="${r1(sx - 70)}" y="${horizon - 110}" width="140" height="150" fill="#f1e3d3"/>`,
    `<ellipse cx="${r1(sx)}" cy="${horizon - 180}" rx="60" ry="70" fill="${p.accents[0]}"/>`,
    `<circle cx="${r1(sx + 10)}" cy="${horizon - 280}" r="42" fill="${p.accents[1]}"/>`,
    `<polygon points="${r1(sx - 30)},${horizon - 318} ${r1(sx + 50)},${horizon - 318} ${r1(sx + 10)},${horizon - 380}" fill="${p.accents[2]}"/>`,
  );
  return parts.join('');
}

function lifestyleScene(rng: Rng, p: Palette, horizon: number): string {
  const parts: string[] = [];
  parts.push(
    `<circle cx="${r1(between(rng, 250, 1030))}" cy="${r1(between(rng, 140, 230))}" r="220" fill="url(#glow)"/>`,
  );
  // Rolling hills.
  for (let layer = 0; layer < 3; layer++) {
    const base = horizon - 60 + layer * 70;
    let d = `M0,${COVER_HEIGHT} L0,${r1(base)}`;
    for (let x = 0; x <= COVER_WIDTH; x += 320) {
      d += ` Q${r1(x + 160)},${r1(base - between(rng, 20, 110))} ${x + 320},${r1(base + between(rng, -20, 20))}`;
    }
    d += ` L${COVER_WIDTH},${COVER_HEIGHT} Z`;
    parts.push(
      `<path d="${d}" fill="${layer === 2 ? 'url(#ground)' : p.ground[layer % 2]}" opacity="${0.55 + layer * 0.2}"/>`,
    );
  }
  if (rng() < 0.5) {
    // A table with a cup and a plant.
    const tx = between(rng, 300, 760);
    parts.push(
      `<rect x="${r1(tx)}" y="${COVER_HEIGHT - 150}" width="420" height="24" rx="10" fill="#fff" opacity="0.92"/>`,
      `<rect x="${r1(tx + 60)}" y="${COVER_HEIGHT - 230}" width="70" height="80" rx="14" fill="${p.accents[0]}"/>`,
      `<circle cx="${r1(tx + 140)}" cy="${COVER_HEIGHT - 194}" r="20" fill="none" stroke="${p.accents[0]}" stroke-width="10"/>`,
      `<rect x="${r1(tx + 260)}" y="${COVER_HEIGHT - 220}" width="80" height="70" rx="8" fill="${p.accents[1]}"/>`,
    );
    for (let i = 0; i < 6; i++) {
      const angle = -Math.PI / 2 + (i - 2.5) * 0.38;
      const lx = tx + 300 + Math.cos(angle) * 70;
      const ly = COVER_HEIGHT - 220 + Math.sin(angle) * 90;
      parts.push(
        `<ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="16" ry="46" fill="${p.accents[2]}" transform="rotate(${r1((angle * 180) / Math.PI + 90)} ${r1(lx)} ${r1(ly)})"/>`,
      );
    }
  } else {
    // A bicycle on a path.
    const bx = between(rng, 320, 760);
    const by = COVER_HEIGHT - 120;
    const frame = pick(rng, p.accents);
    parts.push(
      `<path d="M0,${by + 60} Q640,${by + 10} ${COVER_WIDTH},${by + 70} L${COVER_WIDTH},${COVER_HEIGHT} L0,${COVER_HEIGHT} Z" fill="#f3e9dc" opacity="0.9"/>`,
      `<circle cx="${r1(bx)}" cy="${by}" r="70" fill="none" stroke="#2b2d42" stroke-width="10"/>`,
      `<circle cx="${r1(bx + 230)}" cy="${by}" r="70" fill="none" stroke="#2b2d42" stroke-width="10"/>`,
      `<polyline points="${r1(bx)},${by} ${r1(bx + 90)},${by - 110} ${r1(bx + 200)},${by - 110} ${r1(bx + 230)},${by} ${r1(bx + 110)},${by} ${r1(bx + 90)},${by - 110}" fill="none" stroke="${frame}" stroke-width="12" stroke-linejoin="round"/>`,
      `<line x1="${r1(bx + 110)}" y1="${by}" x2="${r1(bx + 200)}" y2="${by - 110}" stroke="${frame}" stroke-width="12"/>`,
      `<line x1="${r1(bx + 200)}" y1="${by - 110}" x2="${r1(bx + 190)}" y2="${by - 150}" stroke="#2b2d42" stroke-width="10"/>`,
      `<line x1="${r1(bx + 170)}" y1="${by - 152}" x2="${r1(bx + 220)}" y2="${by - 148}" stroke="#2b2d42" stroke-width="10" stroke-linecap="round"/>`,
      `<rect x="${r1(bx + 62)}" y="${by - 128}" width="56" height="12" rx="6" fill="#2b2d42"/>`,
      `<rect x="${r1(bx + 196)}" y="${by - 110}" width="60" height="34" rx="6" fill="${p.accents[3] ?? frame}"/>`,
    );
  }
  return parts.join('');
}

/** A 1280×720 abstract news-photo-like composition in the tag's palette. */
export function coverSvg(seed: number, tag: string): string {
  const rng = createRng((seed * 2654435761) ^ hashString(tag));
  const palette = PALETTES[tag] ?? DEFAULT_PALETTE;
  const sky = pick(rng, palette.skies);
  const horizon = Math.round(between(rng, 400, 480));
  let scene: string;
  switch (tag) {
    case 'sports':
      scene = sportsScene(rng, palette, horizon);
      break;
    case 'entertainment':
      scene = entertainmentScene(rng, palette, horizon);
      break;
    case 'education':
      scene = educationScene(rng, palette, horizon);
      break;
    case 'Science & Technology':
      scene = technologyScene(rng, palette);
      break;
    case 'culture':
      scene = cultureScene(rng, palette, horizon);
      break;
    case 'lifestyle':
      scene = lifestyleScene(rng, palette, horizon);
      break;
    default:
      scene = businessScene(rng, palette, horizon);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">${defs(palette, sky, horizon)}<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#sky)"/>${scene}<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#vignette)"/></svg>`;
}

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

import { COVER_HEIGHT, COVER_WIDTH, type Palette } from './cover-palettes';
import { between, int, pick, type Rng, r1 } from './random';

/** Demo cover scenes for business, culture and lifestyle stories. */

export function businessScene(rng: Rng, p: Palette, horizon: number): string {
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

export function cultureScene(rng: Rng, p: Palette, horizon: number): string {
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

export function lifestyleScene(rng: Rng, p: Palette, horizon: number): string {
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

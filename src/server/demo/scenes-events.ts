import { COVER_HEIGHT, COVER_WIDTH, type Palette } from './cover-palettes';
import { between, int, pick, type Rng, r1 } from './random';

/** Demo cover scenes for sports, entertainment, education and technology stories. */

export function sportsScene(rng: Rng, p: Palette, horizon: number): string {
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

export function entertainmentScene(rng: Rng, p: Palette, horizon: number): string {
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

export function educationScene(rng: Rng, p: Palette, horizon: number): string {
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

export function technologyScene(rng: Rng, p: Palette): string {
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

/** The colours of each section's demo covers, and the gradients every cover shares. */

export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;

export interface Palette {
  /** Skies for different times of day; each cover picks one. */
  skies: [string, string][];
  ground: [string, string];
  accents: string[];
  light: string;
}

export const PALETTES: Record<string, Palette> = {
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

export const DEFAULT_PALETTE = PALETTES.business as Palette;

export function defs(p: Palette, sky: [string, string], horizon: number): string {
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.ground[0]}"/><stop offset="1" stop-color="${p.ground[1]}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.light}" stop-opacity="0.95"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient>
<clipPath id="below"><rect x="0" y="${horizon}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - horizon}"/></clipPath>
</defs>`;
}

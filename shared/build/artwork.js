// @ts-check
/**
 * Deterministic placeholder artwork: no photographs exist for this project, so every image slot
 * gets an SVG drawn from its name. The same name always gives the same picture. The company
 * replaces the files later (README: "Content to replace before launch").
 */

/** @typedef {'structure' | 'laser' | 'welding' | 'tower' | 'facade' | 'building' | 'machine' | 'concrete' | 'sheet' | 'landscape'} Motif */

/** @param {string} text */
function hash(text) {
  let h = 2166136261;
  for (const char of text) {
    h ^= char.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so output never depends on Math.random. */
/** @param {number} seed */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const palettes = [
  { sky: ['#0b1526', '#24405f'], metal: '#9fb3c8', accent: '#f26b1d', glow: '#ffd08a' },
  { sky: ['#101c2c', '#3b5671'], metal: '#c3cfdb', accent: '#f59e0b', glow: '#fff1c2' },
  { sky: ['#0d1b1e', '#2a4d55'], metal: '#a9c1c4', accent: '#ef4444', glow: '#ffd0b0' },
  { sky: ['#171a2b', '#41476b'], metal: '#b8bfd6', accent: '#fb923c', glow: '#ffe4c4' },
  { sky: ['#1b1f24', '#4a5562'], metal: '#d0d6dd', accent: '#eab308', glow: '#fff7cc' },
];

/** @param {() => number} rand */
function pickPalette(rand) {
  return (
    palettes[Math.floor(rand() * palettes.length) % palettes.length] ??
    palettes[0] ?? {
      sky: ['#0b1526', '#24405f'],
      metal: '#9fb3c8',
      accent: '#f26b1d',
      glow: '#ffd08a',
    }
  );
}

/** @param {number} n */
const r1 = (n) => Math.round(n * 10) / 10;

/**
 * @param {() => number} rand
 * @param {{ metal: string; accent: string; glow: string }} p
 * @param {number} w
 * @param {number} h
 * @param {Motif} motif
 */
function drawMotif(rand, p, w, h, motif) {
  const parts = [];
  const ground = h * (0.72 + rand() * 0.08);
  parts.push(
    `<rect y="${r1(ground)}" width="${w}" height="${r1(h - ground)}" fill="#000" opacity=".28"/>`,
  );
  switch (motif) {
    case 'structure': {
      const bays = 4 + Math.floor(rand() * 4);
      const top = h * (0.25 + rand() * 0.15);
      const bay = (w * 0.8) / bays;
      const left = w * 0.1;
      for (let i = 0; i <= bays; i += 1) {
        const x = left + i * bay;
        parts.push(
          `<rect x="${r1(x - 7)}" y="${r1(top)}" width="14" height="${r1(ground - top)}" fill="${p.metal}"/>`,
        );
      }
      parts.push(
        `<rect x="${r1(left - 10)}" y="${r1(top - 14)}" width="${r1(w * 0.8 + 20)}" height="16" fill="${p.metal}"/>`,
      );
      for (let i = 0; i < bays; i += 1) {
        const x = left + i * bay;
        const d = i % 2 === 0;
        parts.push(
          `<line x1="${r1(x)}" y1="${r1(d ? top : ground)}" x2="${r1(x + bay)}" y2="${r1(d ? ground : top)}" stroke="${p.metal}" stroke-width="5" opacity=".7"/>`,
        );
      }
      parts.push(
        `<rect x="${r1(left + bay * 1.5)}" y="${r1(top - 120)}" width="10" height="110" fill="${p.accent}"/>`,
      );
      parts.push(
        `<rect x="${r1(left + bay * 1.5 - 160)}" y="${r1(top - 130)}" width="330" height="12" fill="${p.accent}"/>`,
      );
      break;
    }
    case 'laser': {
      const bedY = ground - 150;
      parts.push(
        `<rect x="${r1(w * 0.12)}" y="${r1(bedY)}" width="${r1(w * 0.76)}" height="150" rx="10" fill="${p.metal}"/>`,
      );
      parts.push(
        `<rect x="${r1(w * 0.15)}" y="${r1(bedY + 18)}" width="${r1(w * 0.7)}" height="20" fill="#000" opacity=".25"/>`,
      );
      const headX = w * (0.3 + rand() * 0.4);
      parts.push(
        `<rect x="${r1(w * 0.1)}" y="${r1(bedY - 250)}" width="${r1(w * 0.8)}" height="44" rx="6" fill="${p.accent}"/>`,
      );
      parts.push(
        `<rect x="${r1(headX - 30)}" y="${r1(bedY - 206)}" width="60" height="120" rx="8" fill="${p.metal}"/>`,
      );
      parts.push(
        `<polygon points="${r1(headX - 12)},${r1(bedY - 86)} ${r1(headX + 12)},${r1(bedY - 86)} ${r1(headX)},${r1(bedY - 60)}" fill="${p.metal}"/>`,
      );
      parts.push(
        `<line x1="${r1(headX)}" y1="${r1(bedY - 60)}" x2="${r1(headX)}" y2="${r1(bedY + 18)}" stroke="${p.glow}" stroke-width="5"/>`,
      );
      for (let i = 0; i < 18; i += 1) {
        const a = Math.PI * (1 + rand());
        const len = 30 + rand() * 90;
        parts.push(
          `<line x1="${r1(headX)}" y1="${r1(bedY + 18)}" x2="${r1(headX + Math.cos(a) * len)}" y2="${r1(bedY + 18 + Math.sin(a) * len * 0.5)}" stroke="${p.glow}" stroke-width="2" opacity=".8"/>`,
        );
      }
      break;
    }
    case 'welding': {
      const cx = w * (0.35 + rand() * 0.3);
      const cy = ground - 40;
      parts.push(
        `<rect x="${r1(w * 0.08)}" y="${r1(cy)}" width="${r1(w * 0.84)}" height="40" fill="${p.metal}"/>`,
      );
      parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="70" fill="${p.glow}" opacity=".35"/>`);
      parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="26" fill="#fff"/>`);
      for (let i = 0; i < 60; i += 1) {
        const a = -Math.PI * rand();
        const len = 60 + rand() * 320;
        parts.push(
          `<line x1="${r1(cx)}" y1="${r1(cy)}" x2="${r1(cx + Math.cos(a) * len)}" y2="${r1(cy + Math.sin(a) * len)}" stroke="${rand() > 0.5 ? p.glow : p.accent}" stroke-width="${r1(1 + rand() * 2)}" opacity="${r1(0.4 + rand() * 0.6)}"/>`,
        );
      }
      parts.push(
        `<polygon points="${r1(cx + 40)},${r1(cy - 30)} ${r1(cx + 260)},${r1(cy - 230)} ${r1(cx + 290)},${r1(cy - 200)} ${r1(cx + 60)},${r1(cy - 10)}" fill="${p.metal}"/>`,
      );
      break;
    }
    case 'tower': {
      const cx = w * (0.4 + rand() * 0.2);
      const top = h * 0.08;
      const baseHalf = 150 + rand() * 60;
      parts.push(
        `<polygon points="${r1(cx - 12)},${r1(top)} ${r1(cx + 12)},${r1(top)} ${r1(cx + baseHalf)},${r1(ground)} ${r1(cx - baseHalf)},${r1(ground)}" fill="none" stroke="${p.metal}" stroke-width="8"/>`,
      );
      const levels = 9;
      for (let i = 1; i < levels; i += 1) {
        const y = top + ((ground - top) * i) / levels;
        const half = 12 + ((baseHalf - 12) * i) / levels;
        const prevY = top + ((ground - top) * (i - 1)) / levels;
        const prevHalf = 12 + ((baseHalf - 12) * (i - 1)) / levels;
        parts.push(
          `<line x1="${r1(cx - half)}" y1="${r1(y)}" x2="${r1(cx + half)}" y2="${r1(y)}" stroke="${p.metal}" stroke-width="4"/>`,
        );
        parts.push(
          `<line x1="${r1(cx - prevHalf)}" y1="${r1(prevY)}" x2="${r1(cx + half)}" y2="${r1(y)}" stroke="${p.metal}" stroke-width="3" opacity=".7"/>`,
        );
        parts.push(
          `<line x1="${r1(cx + prevHalf)}" y1="${r1(prevY)}" x2="${r1(cx - half)}" y2="${r1(y)}" stroke="${p.metal}" stroke-width="3" opacity=".7"/>`,
        );
      }
      parts.push(`<circle cx="${r1(cx)}" cy="${r1(top - 10)}" r="10" fill="${p.accent}"/>`);
      parts.push(
        `<rect x="${r1(cx + 20)}" y="${r1(top + 60)}" width="26" height="70" rx="4" fill="${p.accent}"/>`,
      );
      break;
    }
    case 'facade': {
      const cols = 5 + Math.floor(rand() * 4);
      const rows = 5 + Math.floor(rand() * 3);
      const left = w * 0.16;
      const top = h * 0.1;
      const cw = (w * 0.68) / cols;
      const rh = (ground - top) / rows;
      for (let c = 0; c < cols; c += 1) {
        for (let r = 0; r < rows; r += 1) {
          const shade = rand();
          const fill = shade > 0.85 ? p.accent : p.metal;
          parts.push(
            `<rect x="${r1(left + c * cw + 4)}" y="${r1(top + r * rh + 4)}" width="${r1(cw - 8)}" height="${r1(rh - 8)}" fill="${fill}" opacity="${r1(0.45 + shade * 0.5)}"/>`,
          );
        }
      }
      break;
    }
    case 'building': {
      const floors = 4 + Math.floor(rand() * 4);
      const cols = 4 + Math.floor(rand() * 3);
      const left = w * 0.15;
      const width = w * 0.7;
      const top = h * 0.15;
      const fh = (ground - top) / floors;
      for (let f = 0; f <= floors; f += 1) {
        parts.push(
          `<rect x="${r1(left)}" y="${r1(top + f * fh - 6)}" width="${r1(width)}" height="12" fill="${p.metal}"/>`,
        );
      }
      for (let c = 0; c <= cols; c += 1) {
        parts.push(
          `<rect x="${r1(left + (c * width) / cols - 6)}" y="${r1(top)}" width="12" height="${r1(ground - top)}" fill="${p.metal}"/>`,
        );
      }
      const done = Math.floor(floors * (0.3 + rand() * 0.5));
      for (let f = floors - done; f < floors; f += 1) {
        parts.push(
          `<rect x="${r1(left + 6)}" y="${r1(top + f * fh + 6)}" width="${r1(width - 12)}" height="${r1(fh - 12)}" fill="${p.accent}" opacity=".22"/>`,
        );
      }
      parts.push(
        `<line x1="${r1(left + width + 60)}" y1="${r1(ground)}" x2="${r1(left + width + 60)}" y2="${r1(top - 80)}" stroke="${p.accent}" stroke-width="12"/>`,
      );
      parts.push(
        `<line x1="${r1(left + width - 200)}" y1="${r1(top - 70)}" x2="${r1(left + width + 120)}" y2="${r1(top - 70)}" stroke="${p.accent}" stroke-width="10"/>`,
      );
      break;
    }
    case 'machine': {
      const x = w * 0.14;
      const bw = w * 0.72;
      const top = ground - 300;
      parts.push(
        `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw)}" height="300" rx="16" fill="${p.metal}"/>`,
      );
      parts.push(
        `<rect x="${r1(x + 30)}" y="${r1(top + 30)}" width="${r1(bw * 0.55)}" height="170" rx="8" fill="#0b1526" opacity=".55"/>`,
      );
      const cx = x + 30 + bw * 0.27;
      parts.push(
        `<circle cx="${r1(cx)}" cy="${r1(top + 115)}" r="60" fill="none" stroke="${p.metal}" stroke-width="14"/>`,
      );
      parts.push(
        `<rect x="${r1(cx + 40)}" y="${r1(top + 105)}" width="${r1(bw * 0.2)}" height="20" fill="${p.glow}" opacity=".8"/>`,
      );
      parts.push(
        `<rect x="${r1(x + bw * 0.68)}" y="${r1(top + 30)}" width="${r1(bw * 0.25)}" height="120" rx="8" fill="#0b1526" opacity=".6"/>`,
      );
      for (let i = 0; i < 6; i += 1) {
        parts.push(
          `<circle cx="${r1(x + bw * 0.71 + (i % 3) * 50)}" cy="${r1(top + 190 + Math.floor(i / 3) * 40)}" r="12" fill="${i === 0 ? p.accent : '#0b1526'}" opacity=".8"/>`,
        );
      }
      break;
    }
    case 'concrete': {
      const left = w * 0.1;
      const width = w * 0.8;
      const top = h * 0.3;
      parts.push(
        `<rect x="${r1(left)}" y="${r1(top + 120)}" width="${r1(width)}" height="${r1(ground - top - 120)}" fill="#8d939b"/>`,
      );
      for (let i = 0; i < 16; i += 1) {
        const x = left + (i * width) / 15;
        parts.push(
          `<line x1="${r1(x)}" y1="${r1(top)}" x2="${r1(x)}" y2="${r1(ground)}" stroke="${p.accent}" stroke-width="5"/>`,
        );
      }
      for (let j = 0; j < 5; j += 1) {
        const y = top + j * 40;
        parts.push(
          `<line x1="${r1(left)}" y1="${r1(y)}" x2="${r1(left + width)}" y2="${r1(y)}" stroke="${p.accent}" stroke-width="4" opacity=".8"/>`,
        );
      }
      parts.push(
        `<rect x="${r1(left - 20)}" y="${r1(top + 100)}" width="24" height="${r1(ground - top - 100)}" fill="${p.metal}"/>`,
      );
      parts.push(
        `<rect x="${r1(left + width - 4)}" y="${r1(top + 100)}" width="24" height="${r1(ground - top - 100)}" fill="${p.metal}"/>`,
      );
      break;
    }
    case 'sheet': {
      const stacks = 3 + Math.floor(rand() * 3);
      for (let s = 0; s < stacks; s += 1) {
        const x = w * 0.1 + (s * w * 0.8) / stacks;
        const sw = (w * 0.8) / stacks - 30;
        const count = 5 + Math.floor(rand() * 8);
        for (let i = 0; i < count; i += 1) {
          parts.push(
            `<rect x="${r1(x + (i % 2) * 6)}" y="${r1(ground - (i + 1) * 16)}" width="${r1(sw)}" height="12" rx="2" fill="${i === count - 1 ? p.accent : p.metal}" opacity="${r1(0.6 + rand() * 0.4)}"/>`,
          );
        }
      }
      break;
    }
    case 'landscape': {
      for (let i = 0; i < 3; i += 1) {
        const y = ground - 60 - i * 70;
        const pts = [`0,${r1(ground)}`];
        for (let x = 0; x <= w; x += w / 8) pts.push(`${r1(x)},${r1(y - rand() * 90)}`);
        pts.push(`${w},${r1(ground)}`);
        parts.push(
          `<polygon points="${pts.join(' ')}" fill="${p.metal}" opacity="${r1(0.2 + i * 0.15)}"/>`,
        );
      }
      parts.push(
        `<circle cx="${r1(w * (0.2 + rand() * 0.6))}" cy="${r1(h * 0.22)}" r="50" fill="${p.glow}" opacity=".8"/>`,
      );
      break;
    }
  }
  return parts.join('');
}

/**
 * @param {{ name: string; motif: Motif; width?: number; height?: number }} slot
 * @returns {string} a complete SVG document
 */
export function renderArtwork({ name, motif, width = 1200, height = 900 }) {
  const rand = random(hash(name));
  const p = pickPalette(rand);
  const id = `g${hash(name).toString(36)}`;
  const body = drawMotif(rand, p, width, height, motif);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    body,
    '</svg>',
    '',
  ].join('');
}

/**
 * A partner's placeholder logo: the initials on a coloured mark. No real company's logo.
 * @param {{ name: string; width?: number; height?: number }} slot
 */
export function renderLogo({ name, width = 480, height = 240 }) {
  const rand = random(hash(name));
  const p = pickPalette(rand);
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const shape =
    rand() > 0.5
      ? `<circle cx="120" cy="${height / 2}" r="70" fill="${p.accent}"/>`
      : `<rect x="50" y="${height / 2 - 70}" width="140" height="140" rx="24" fill="${p.accent}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    shape,
    `<text x="120" y="${height / 2 + 16}" text-anchor="middle" font-family="Arial, sans-serif" font-size="46" font-weight="700" fill="#fff">${initials}</text>`,
    `<rect x="220" y="${height / 2 - 30}" width="${r1(120 + rand() * 100)}" height="20" rx="4" fill="${p.sky[0]}"/>`,
    `<rect x="220" y="${height / 2 + 10}" width="${r1(80 + rand() * 100)}" height="14" rx="4" fill="${p.metal}"/>`,
    '</svg>',
    '',
  ].join('');
}

// @ts-check
import { studio } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { glow, sparks } from '../draw/effects.js';
import { beacon, operatorConsole, sourceCabinet } from '../draw/machineParts.js';
import { framed, view } from '../draw/space.js';
import { circle, inked, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/space.js').View} View */

/** Where the chucks stand along the bed (share of its length), and the head between the last two. */
const chuckPlaces = {
  2: { chucks: [0.1, 0.66], head: 0.76 },
  3: { chucks: [0.08, 0.5, 0.86], head: 0.72 },
  4: { chucks: [0.07, 0.34, 0.6, 0.9], head: 0.76 },
};

/**
 * A length of tube along x: round or square.
 * @param {View} v @param {number} x @param {number} y centre height @param {number} z centre depth
 * @param {number} length @param {number} r @param {boolean} square @param {boolean} [open] draw its open end
 */
export function stock(v, x, y, z, length, r, square, open = true) {
  if (square) {
    return (
      v.box(x, y - r, z - r, length, 2 * r, 2 * r, tones.steel) +
      (open
        ? v.side(x + length, rect(z - r * 0.75, -y - r * 0.75, r * 1.5, r * 1.5, '#1b2536'))
        : '')
    );
  }
  return v.tube(x, y, z, length, r, { hollow: open });
}

/**
 * A chuck on its carriage: an orange housing with the jaw ring on its face.
 * @param {View} v @param {number} x @param {number} y tube centre height @param {number} z
 * @param {number} r tube radius @param {boolean} square
 */
function chuck(v, x, y, z, r, square) {
  const R = r * 2.1 + 20;
  const jaws = strokes(
    [0, 90, 180, 270].map((a) => {
      const [c, s] = [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180)];
      return [
        [z + c * (r + 4), -y + s * (r + 4)],
        [z + c * (r + 22), -y + s * (r + 22)],
      ];
    }),
    colors.ink,
    14,
  );
  return (
    v.box(x - 30, 120, z - R, 70, y - 120 - R * 0.2, 2 * R, tones.dark) +
    v.box(x - 20, y - R, z - R, 50, 2 * R, 2 * R, tones.orange) +
    v.side(
      x + 30,
      circle(z, -y, R * 0.82, colors.accentDark) +
        (square
          ? rect(z - r - 8, -y - r - 8, 2 * r + 16, 2 * r + 16, colors.steelDark)
          : circle(z, -y, r + 8, colors.steelDark)) +
        jaws,
    )
  );
}

/**
 * A tube laser: a long bed, two to four chucks holding the tube, the cutting head with sparks,
 * an outfeed support with cut pieces and, for the bigger machines, a loading rack behind.
 * @param {Seed} s
 * @param {{ chucks: 2 | 3 | 4; r: number; square?: boolean; length?: number; rack?: boolean }} model
 */
export function tubeLaser(s, model) {
  const { chucks, r, square = false, length = 1400, rack = false } = model;
  const k = 1020 / (length + 380);
  const v = view(130 + 30 * k, 660, k, 0.55, 0.4);
  const ty = 200 + r;
  const z = 110;
  const place = chuckPlaces[chucks];
  const xs = place.chucks.map((p) => p * length);
  const hx = place.head * length;
  const out = [sourceCabinet(v, length + 80, 260, 230)];
  if (rack) {
    for (let i = 0; i < 3; i += 1) out.push(v.box(240 + i * 400, 0, 250, 30, 150, 180, tones.dark));
    for (let i = 1; i >= 0; i -= 1)
      out.push(stock(v, 150, 150 + r, 280 + i * (2 * r + 30), length * 0.85, r, square));
  }
  out.push(
    v.box(0, 0, 0, length, 120, 220, tones.white),
    v.front(0, 0, 0, length, 26, colors.navy),
    v.front(0, 96, 0, length, 10, colors.accent),
  );
  out.push(
    v.box(hx - 50, 120, 220, 100, 300 + r, 40, tones.dark),
    v.box(hx - 60, 360 + r, 60, 120, 60, 200, tones.orange),
  );
  let from = -60;
  for (const cx of xs) {
    out.push(
      stock(v, from, ty, z, cx - 20 - from, r, square, false),
      chuck(v, cx, ty, z, r, square),
    );
    from = cx + 30;
  }
  out.push(
    stock(v, from, ty, z, length - 60 - from, r, square),
    v.box(hx - 20, ty + r + 24, z - 20, 40, 360 - ty, 40, tones.white),
    v.box(hx - 8, ty + r + 2, z - 8, 16, 22, 16, tones.steel),
  );
  out.push(v.box(length - 40, 0, 10, 260, 150, 200, tones.white));
  for (let i = 0; i < 3; i += 1)
    out.push(
      stock(v, length - 20 + i * 8, 150 + r, 40 + i * (2 * r + 10), 140 + 30 * s.r(), r, square),
    );
  out.push(beacon(v, hx + 40, 420 + r, 150), operatorConsole(v, -60, -150));
  const [sx, sy] = v.at(hx, ty + r, z);
  return (
    studio(600) +
    framed(
      v,
      inked(out.join(''), 3) +
        glow(sx, sy, 10) +
        sparks(s, sx, sy + 4, { count: 24, from: 40, to: 150, min: 30, max: 120 }),
    )
  );
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const tubeMachines = {
  'tube-laser-2': (s) => tubeLaser(s, { chucks: 2, r: 34, length: 1200 }),
  'tube-laser-3': (s) => tubeLaser(s, { chucks: 3, r: 42, rack: true }),
  'tube-laser-4': (s) => tubeLaser(s, { chucks: 4, r: 66, length: 1500, rack: true }),
  'tube-laser-square': (s) => tubeLaser(s, { chucks: 2, r: 38, square: true, length: 1200 }),
  'tube-laser-round': (s) => tubeLaser(s, { chucks: 2, r: 24, length: 1100 }),
};

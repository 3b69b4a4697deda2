// @ts-check
import { colors } from './colors.js';
import { alpha, circle, group, n, rect, strokes } from './svg.js';

/** @typedef {import('./random.js').Seed} Seed */

/** Which segments light up for each digit: a b c d e f g. */
const segmentsOf = [
  'abcdef',
  'bc',
  'abdeg',
  'abcdg',
  'bcfg',
  'acdfg',
  'acdefg',
  'abc',
  'abcdefg',
  'abcdfg',
];

/**
 * A seven-segment number, as on a digital readout or a scale terminal: figures, no words.
 * @param {string} text digits, '-' and '.'
 * @param {number} x left @param {number} y top @param {number} h digit height @param {string} color
 */
export function digits(text, x, y, h, color) {
  const w = h * 0.5;
  const half = h / 2;
  /** @type {[number, number][][]} */
  const lines = [];
  /** @type {string[]} */
  const dots = [];
  let cx = x;
  for (const char of text) {
    if (char === '.') {
      dots.push(circle(cx - w * 0.25, y + h, h * 0.07, color));
      continue;
    }
    const on = char === '-' ? 'g' : (segmentsOf[Number(char)] ?? '');
    /** @type {Record<string, [number, number][]>} */
    const seg = {
      a: [
        [cx, y],
        [cx + w, y],
      ],
      b: [
        [cx + w, y],
        [cx + w, y + half],
      ],
      c: [
        [cx + w, y + half],
        [cx + w, y + h],
      ],
      d: [
        [cx, y + h],
        [cx + w, y + h],
      ],
      e: [
        [cx, y + half],
        [cx, y + h],
      ],
      f: [
        [cx, y],
        [cx, y + half],
      ],
      g: [
        [cx, y + half],
        [cx + w, y + half],
      ],
    };
    for (const key of on) {
      const s = seg[key];
      if (s) lines.push(s);
    }
    cx += w * 1.6;
  }
  return strokes(lines, color, Math.max(3, h * 0.12), ' stroke-linecap="round"') + dots.join('');
}

/**
 * A reading such as "-125.40" from the seed: the same slot always shows the same figures.
 * @param {Seed} s @param {number} whole how many digits before the point
 */
export function reading(s, whole = 3) {
  const sign = s.chance(0.3) ? '-' : '';
  const int = String(s.int(1, 10 ** whole - 1));
  const frac = String(s.int(0, 999)).padStart(3, '0');
  return `${sign}${int}.${frac}`;
}

/** The emergency stop: a red mushroom on a yellow collar. */
/** @param {number} x @param {number} y @param {number} r */
export const emergencyStop = (x, y, r) =>
  circle(x, y, r * 1.5, colors.star) +
  circle(x, y, r, '#c62828', ` stroke="${colors.ink}" stroke-width="3"`) +
  circle(x - r * 0.3, y - r * 0.3, r * 0.3, '#fff', alpha(0.35));

/** A handwheel: a graduated ring with a crank knob. */
/** @param {number} x @param {number} y @param {number} r */
export function handwheel(x, y, r) {
  /** @type {[number, number][][]} */
  const ticks = [];
  for (let i = 0; i < 24; i += 1) {
    const a = (i / 24) * Math.PI * 2;
    ticks.push([
      [x + Math.cos(a) * r * 0.8, y + Math.sin(a) * r * 0.8],
      [x + Math.cos(a) * r * 0.95, y + Math.sin(a) * r * 0.95],
    ]);
  }
  return (
    circle(x, y, r, colors.steelDark, ` stroke="${colors.ink}" stroke-width="3"`) +
    circle(x, y, r * 0.65, colors.steel) +
    strokes(ticks, colors.white, 2) +
    circle(x + r * 0.35, y - r * 0.2, r * 0.14, colors.ink)
  );
}

/** A grid of small keys. */
/** @param {number} x @param {number} y @param {number} cols @param {number} rows @param {number} size @param {string} [fill] */
export function keypad(x, y, cols, rows, size, fill = colors.steelLight) {
  const keys = [];
  for (let c = 0; c < cols; c += 1) {
    for (let r = 0; r < rows; r += 1)
      keys.push(
        `<rect x="${n(x + c * size * 1.25)}" y="${n(y + r * size * 1.25)}" width="${n(size)}" height="${n(size)}" rx="3"/>`,
      );
  }
  return group(`fill="${fill}"`, keys.join(''));
}

export { rect };

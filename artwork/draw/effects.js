// @ts-check
import { colors } from './colors.js';
import { alpha, circle, strokes } from './svg.js';

/** @typedef {import('./random.js').Seed} Seed */
/** @typedef {import('./svg.js').Point} Point */

/**
 * Sparks flying from a point: straight streaks in two warm colours.
 * @param {Seed} s
 * @param {number} x
 * @param {number} y
 * @param {{ count?: number; from?: number; to?: number; min?: number; max?: number; hot?: string; warm?: string }} [options]
 *   angles in degrees, 0 to the right, 90 down
 */
export function sparks(s, x, y, options = {}) {
  const {
    count = 24,
    from = 40,
    to = 140,
    min = 30,
    max = 160,
    hot = colors.hot,
    warm = colors.accentLight,
  } = options;
  /** @type {Point[][][]} */
  const sets = [[], []];
  for (let i = 0; i < count; i += 1) {
    const a = (s.between(from, to) * Math.PI) / 180;
    const start = s.between(0, min * 0.6);
    const len = s.between(min, max);
    sets[i % 2]?.push([
      [x + Math.cos(a) * start, y + Math.sin(a) * start],
      [x + Math.cos(a) * (start + len * 0.35), y + Math.sin(a) * (start + len * 0.35)],
    ]);
  }
  return (
    strokes(sets[0] ?? [], hot, 3, ' stroke-linecap="round"') +
    strokes(sets[1] ?? [], warm, 3, ' stroke-linecap="round"')
  );
}

/**
 * A bright point with its halo.
 * @param {number} x @param {number} y @param {number} r @param {string} [tint]
 */
export const glow = (x, y, r, tint = colors.glow) =>
  circle(x, y, r * 2.2, tint, alpha(0.18)) +
  circle(x, y, r * 1.3, tint, alpha(0.4)) +
  circle(x, y, r * 0.55, '#fff');

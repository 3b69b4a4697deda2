// @ts-check
import { circle, poly, rect } from './svg.js';

/** @typedef {import('./random.js').Seed} Seed */

/**
 * Parts nested on a sheet, drawn flat (use inside a plane of a view): flanges, brackets, plates
 * with holes. Filled parts read as cut out at small sizes.
 * @param {Seed} s
 * @param {number} x @param {number} y @param {number} w @param {number} h the area to fill
 * @param {{ part: string; hole: string; cols?: number; rows?: number; skip?: number }} look
 *   `skip`: share of parts already taken out (drawn as holes in the skeleton)
 */
export function nest(s, x, y, w, h, { part, hole, cols = 5, rows = 3, skip = 0 }) {
  const cw = w / cols;
  const rh = h / rows;
  const out = [];
  for (let c = 0; c < cols; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      const cx = x + c * cw + cw / 2;
      const cy = y + r * rh + rh / 2;
      const size = Math.min(cw, rh) * 0.78;
      const taken = s.chance(skip);
      const fill = taken ? hole : part;
      const kind = (c * 7 + r * 3 + Math.floor(s.r() * 3)) % 4;
      if (kind === 0) {
        out.push(circle(cx, cy, size / 2, fill));
        if (!taken) out.push(circle(cx, cy, size / 5, hole));
      } else if (kind === 1) {
        out.push(rect(cx - size / 2, cy - size * 0.35, size, size * 0.7, fill));
        if (!taken)
          out.push(
            circle(cx - size / 4, cy, size / 9, hole),
            circle(cx + size / 4, cy, size / 9, hole),
          );
      } else if (kind === 2) {
        const a = size / 2;
        out.push(
          poly(
            [
              [cx - a, cy - a],
              [cx - a / 4, cy - a],
              [cx - a / 4, cy + a / 3],
              [cx + a, cy + a / 3],
              [cx + a, cy + a],
              [cx - a, cy + a],
            ],
            fill,
          ),
        );
      } else {
        const a = size / 2;
        out.push(
          poly(
            [
              [cx - a, cy],
              [cx - a / 2, cy - a],
              [cx + a / 2, cy - a],
              [cx + a, cy],
              [cx + a / 2, cy + a],
              [cx - a / 2, cy + a],
            ],
            fill,
          ),
        );
        if (!taken) out.push(circle(cx, cy, a / 2.5, hole));
      }
    }
  }
  return out.join('');
}

// @ts-check

/** @typedef {import('./svg.js').Point} Point */

/**
 * A one-point perspective for close-ups: x right, y down, z away from the viewer. Things at
 * z = 0 appear at their size; the vanishing point is at vx, vy.
 * @param {number} vx @param {number} vy @param {number} [depth] distance at which sizes halve
 */
export function perspective(vx, vy, depth = 600) {
  /** @param {number} x @param {number} y @param {number} z @returns {Point} */
  const at = (x, y, z) => {
    const f = depth / (depth + z);
    return [vx + (x - vx) * f, vy + (y - vy) * f];
  };
  return { at, scale: (/** @type {number} */ z) => depth / (depth + z) };
}

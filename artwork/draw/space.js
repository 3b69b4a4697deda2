// @ts-check
import { tones } from './colors.js';
import { n, poly, rect, ellipse, group } from './svg.js';

/** @typedef {import('./svg.js').Point} Point */
/** @typedef {import('./colors.js').Tone} Tone */

/**
 * An oblique view: x to the right, y up, z away from the viewer (up and to the right on screen).
 * Boxes drawn back to front cover each other correctly.
 * @param {number} ox screen position of the world origin
 * @param {number} oy
 * @param {number} [k] scale
 * @param {number} [dx] how far one unit of depth moves right
 * @param {number} [dy] how far one unit of depth moves up
 */
export function view(ox, oy, k = 1, dx = 0.5, dy = 0.3) {
  const bounds = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  /** @param {number} x @param {number} y @param {number} z @returns {Point} */
  const at = (x, y, z) => {
    const sx = ox + (x + z * dx) * k;
    const sy = oy - (y + z * dy) * k;
    bounds.left = Math.min(bounds.left, sx);
    bounds.right = Math.max(bounds.right, sx);
    bounds.top = Math.min(bounds.top, sy);
    bounds.bottom = Math.max(bounds.bottom, sy);
    return [sx, sy];
  };
  const m = (/** @type {number[]} */ values) =>
    `transform="matrix(${values.map((v) => Math.round(v * 1000) / 1000).join(' ')})"`;
  return {
    at,
    k,
    /** Everything drawn through this view so far, on screen. */
    bounds,
    /**
     * @param {number} x @param {number} y @param {number} z
     * @param {number} w @param {number} h @param {number} d
     * @param {Tone} [tone]
     * @param {string} [more]
     */
    box(x, y, z, w, h, d, tone = tones.white, more = '') {
      return (
        poly([at(x, y, z), at(x + w, y, z), at(x + w, y + h, z), at(x, y + h, z)], tone[0], more) +
        poly(
          [at(x, y + h, z), at(x + w, y + h, z), at(x + w, y + h, z + d), at(x, y + h, z + d)],
          tone[1],
          more,
        ) +
        poly(
          [at(x + w, y, z), at(x + w, y, z + d), at(x + w, y + h, z + d), at(x + w, y + h, z)],
          tone[2],
          more,
        )
      );
    },
    /** A rectangle on a front face (constant z). */
    /** @param {number} x @param {number} y @param {number} z @param {number} w @param {number} h @param {string} fill @param {string} [more] */
    front(x, y, z, w, h, fill, more = '') {
      const [sx, sy] = at(x, y + h, z);
      return rect(sx, sy, w * k, h * k, fill, more);
    },
    /** A flat quadrilateral on a horizontal plane. */
    /** @param {number} x @param {number} y @param {number} z @param {number} w @param {number} d @param {string} fill @param {string} [more] */
    flat(x, y, z, w, d, fill, more = '') {
      return poly([at(x, y, z), at(x + w, y, z), at(x + w, y, z + d), at(x, y, z + d)], fill, more);
    },
    /** Drawing in plane coordinates (u right, v away) on the horizontal plane at height y. */
    /** @param {number} y @param {string} body */
    top(y, body) {
      return group(m([k, 0, dx * k, -dy * k, ox, oy - y * k]), body);
    },
    /** Drawing in plane coordinates (u away, v up) on the side plane at x (y grows downward: pass -y). */
    /** @param {number} x @param {string} body */
    side(x, body) {
      return group(m([dx * k, -dy * k, 0, k, ox + x * k, oy]), body);
    },
    /**
     * A round bar or tube along x, drawn flat with a highlight and its open end at x + length.
     * @param {number} x @param {number} y centre height @param {number} z
     * @param {number} length @param {number} r
     * @param {{ body?: string; light?: string; end?: string; hollow?: boolean }} [look]
     */
    tube(x, y, z, length, r, look = {}) {
      const {
        body = tones.steel[0],
        light = tones.steel[1],
        end = tones.steel[2],
        hollow = true,
      } = look;
      const [x0, y0] = at(x, y, z);
      const x1 = x0 + length * k;
      const rk = r * k;
      return (
        rect(x0, y0 - rk, length * k, 2 * rk, body) +
        rect(x0, y0 - rk * 0.55, length * k, rk * 0.3, light) +
        ellipse(x1, y0, rk * 0.42, rk, end) +
        (hollow ? ellipse(x1, y0, rk * 0.3, rk * 0.78, '#1b2536') : '')
      );
    },
  };
}

/** @typedef {ReturnType<typeof view>} View */

/**
 * Frames a drawing made through a view: scales and moves it so that all it drew fills the given
 * box, centred, with a soft shadow under it. Used for machines photographed on their own.
 * @param {View} v @param {string} body
 * @param {{ left?: number; right?: number; top?: number; bottom?: number }} [box]
 */
export function framed(v, body, { left = 50, right = 1150, top = 140, bottom = 790 } = {}) {
  const b = v.bounds;
  const scale = Math.min((right - left) / (b.right - b.left), (bottom - top) / (b.bottom - b.top));
  const x = (left + right) / 2 - ((b.left + b.right) / 2) * scale;
  const height = (b.bottom - b.top) * scale;
  const foot = Math.min(bottom, Math.max(660, (top + bottom) / 2 + height / 2 + 40));
  const y = foot - b.bottom * scale;
  const r = (/** @type {number} */ value) => Math.round(value * 1000) / 1000;
  return (
    shadow((left + right) / 2, foot - 30, ((b.right - b.left) * scale) / 2, 50) +
    group(`transform="matrix(${r(scale)} 0 0 ${r(scale)} ${r(x)} ${r(y)})"`, body)
  );
}

/** A soft shadow on the floor under a machine. */
/** @param {number} x @param {number} y @param {number} rx @param {number} ry */
export const shadow = (x, y, rx, ry) => ellipse(x, y, rx, ry, '#0b1526', ' opacity=".16"');

export { n };

/**
 * A straight prism: a convex profile in the x-y plane (counter-clockwise, y up) extruded from
 * z to z + depth. Only the faces turned to the viewer are drawn, then the front face.
 * @param {View} v
 * @param {readonly Point[]} profile
 * @param {number} z @param {number} depth
 * @param {import('./colors.js').Tone} tone
 */
export function prism(v, profile, z, depth, tone) {
  const faces = [];
  const [ox, oy] = v.at(0, 0, 0);
  const [dx, dy] = v.at(0, 0, 1);
  const along = [dx - ox, -(dy - oy)];
  for (let i = 0; i < profile.length; i += 1) {
    const [ax = 0, ay = 0] = profile[i] ?? [];
    const [bx = 0, by = 0] = profile[(i + 1) % profile.length] ?? [];
    const normal = [by - ay, -(bx - ax)];
    const facing = (normal[0] ?? 0) * (along[0] ?? 0) + (normal[1] ?? 0) * (along[1] ?? 0);
    if (facing > 0) {
      const fill = Math.abs(normal[1] ?? 0) > Math.abs(normal[0] ?? 0) ? tone[1] : tone[2];
      faces.push(
        poly(
          [v.at(ax, ay, z), v.at(bx, by, z), v.at(bx, by, z + depth), v.at(ax, ay, z + depth)],
          fill,
        ),
      );
    }
  }
  return (
    faces.join('') +
    poly(
      profile.map(([x, y]) => v.at(x, y, z)),
      tone[0],
    )
  );
}

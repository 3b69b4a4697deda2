// @ts-check
import { colors, tones } from './colors.js';
import { alpha, circle, group, n, rect, strokes } from './svg.js';

/** @typedef {import('./space.js').View} View */
/** @typedef {import('./colors.js').Tone} Tone */

/** The operator's console on its stand: a screen with a nest of parts and two buttons. */
/** @param {View} v @param {number} x @param {number} z */
export function operatorConsole(v, x, z) {
  const [sx, sy] = v.at(x + 10, 298, z);
  const k = v.k;
  return (
    v.box(x + 50, 0, z + 10, 24, 210, 24, tones.dark) +
    v.box(x, 210, z, 140, 100, 18, tones.navy) +
    v.front(x + 10, 222, z, 120, 76, '#6fa0cc') +
    rect(sx + 8 * k, sy + 10 * k, 52 * k, 40 * k, colors.white, alpha(0.85)) +
    rect(sx + 68 * k, sy + 10 * k, 40 * k, 10 * k, colors.accent) +
    rect(sx + 68 * k, sy + 28 * k, 40 * k, 10 * k, colors.white, alpha(0.6))
  );
}

/** The laser source cabinet with its chiller in front. */
/** @param {View} v @param {number} x @param {number} z @param {number} [height] */
export function sourceCabinet(v, x, z, height = 250) {
  return (
    v.box(x, 0, z + 140, 150, height, 150, tones.white) +
    v.front(x + 20, 60, z + 140, 110, height - 100, colors.steelLight) +
    v.box(x, 0, z - 20, 130, 140, 130, tones.white) +
    v.front(x + 15, 20, z - 20, 100, 90, colors.steelLight) +
    strokes(
      [0, 1, 2, 3, 4].map((i) => {
        const [a, b] = v.at(x + 25, 40 + i * 14, z - 20);
        return [
          [a, b],
          [a + 80 * v.k, b],
        ];
      }),
      colors.steel,
      3,
    )
  );
}

/**
 * A disc facing along x (a chuck, a coil face seen from the side): an ellipse in the plane x.
 * @param {View} v @param {number} x @param {number} y @param {number} z @param {number} r @param {string} fill @param {string} [more]
 */
export function discX(v, x, y, z, r, fill, more = '') {
  return v.side(x, circle(z, -y, r, fill, more));
}

/**
 * A round thing facing the viewer (a coil, a wheel, a gauge) on the plane z.
 * @param {View} v @param {number} x @param {number} y @param {number} z @param {number} r @param {string} fill @param {string} [more]
 */
export function discZ(v, x, y, z, r, fill, more = '') {
  const [sx, sy] = v.at(x, y, z);
  return circle(sx, sy, r * v.k, fill, more);
}

/**
 * An H-beam lying along x: bottom flange, web and top flange.
 * @param {View} v @param {number} x @param {number} y @param {number} z centre of the flange width
 * @param {number} length @param {number} height @param {number} width @param {Tone} [tone]
 */
export function hBeam(v, x, y, z, length, height, width, tone = tones.steel) {
  const t = Math.max(8, height * 0.09);
  return (
    v.box(x, y, z - width / 2, length, t, width, tone) +
    v.box(x, y + t, z - t / 2, length, height - 2 * t, t, tone) +
    v.box(x, y + height - t, z - width / 2, length, t, width, tone)
  );
}

/**
 * An H-beam running away from the viewer, its I-shaped end facing front.
 * @param {View} v @param {number} x centre of the flange width @param {number} y @param {number} z
 * @param {number} length @param {number} height @param {number} width @param {Tone} [tone]
 */
export function hBeamAlongZ(v, x, y, z, length, height, width, tone = tones.steel) {
  const t = Math.max(8, height * 0.09);
  return (
    v.box(x - width / 2, y, z, width, t, length, tone) +
    v.box(x - t / 2, y + t, z, t, height - 2 * t, length, [tone[2], tone[1], tone[0]]) +
    v.box(x - width / 2, y + height - t, z, width, t, length, tone)
  );
}

/** A row of conveyor rollers across a frame: a box with lines across its top. */
/** @param {View} v @param {number} x @param {number} z @param {number} length @param {number} depth @param {number} height */
export function rollerConveyor(v, x, z, length, depth, height) {
  const rollers = [];
  for (let u = 20; u < length; u += 50)
    rollers.push([v.at(x + u, height + 4, z + 6), v.at(x + u, height + 4, z + depth - 6)]);
  const legs = [];
  for (let u = 10; u < length; u += 150)
    legs.push(v.box(x + u, 0, z + 10, 16, height - 20, 16, tones.dark));
  return (
    legs.join('') +
    v.box(x, height - 24, z, length, 24, depth, tones.orange) +
    strokes(
      /** @type {[number, number][][]} */ (rollers),
      colors.steelLight,
      8 * v.k + 2,
      ' stroke-linecap="round"',
    )
  );
}

/** A flashing beacon on a post. */
/** @param {View} v @param {number} x @param {number} y @param {number} z */
export function beacon(v, x, y, z) {
  const [sx, sy] = v.at(x, y, z);
  return group(
    '',
    rect(sx - 3, sy - 30, 6, 30, colors.steelDark),
    circle(sx, sy - 36, 9, colors.accent),
    circle(sx, sy - 36, 20, colors.glow, alpha(0.3)),
  );
}

export { n };

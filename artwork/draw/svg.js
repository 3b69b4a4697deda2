// @ts-check
import { colors } from './colors.js';

/** @typedef {readonly [number, number]} Point */

/** Whole pixels: on a 1200 × 900 canvas nobody sees the fraction, and the files stay small. */
/** @param {number} value */
export const n = (value) => String(Math.round(value));

/** Numbers of a path, with the space left out before a minus sign. */
/** @param {number[]} values */
const joined = (values) => values.map((v, i) => (i > 0 && v >= 0 ? ' ' : '') + v).join('');

/**
 * Path data in relative steps (h and v where a step is straight), which keeps the numbers short.
 * @param {readonly Point[]} points @param {boolean} [closed]
 */
export function pathOf(points, closed = true) {
  const whole = points.map(([x, y]) => [Math.round(x), Math.round(y)]);
  const [first = [0, 0], ...rest] = whole;
  let [px = 0, py = 0] = first;
  let d = `M${joined(first)}`;
  let last = '';
  for (const [x = 0, y = 0] of rest) {
    const [dx, dy] = [x - px, y - py];
    [px, py] = [x, y];
    const [command, values] = dy === 0 ? ['h', [dx]] : dx === 0 ? ['v', [dy]] : ['l', [dx, dy]];
    d += (command === last ? ((values[0] ?? 0) >= 0 ? ' ' : '') : command) + joined(values);
    last = command;
  }
  return closed ? `${d}z` : d;
}

/** @param {readonly Point[]} points @param {string} fill @param {string} [more] extra attributes */
export const poly = (points, fill, more = '') =>
  `<path d="${pathOf(points)}" fill="${fill}"${more}/>`;

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {string} fill @param {string} [more] */
export const rect = (x, y, w, h, fill, more = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${more}/>`;

/** @param {number} x @param {number} y @param {number} r @param {string} fill @param {string} [more] */
export const circle = (x, y, r, fill, more = '') =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${more}/>`;

/** @param {number} x @param {number} y @param {number} rx @param {number} ry @param {string} fill @param {string} [more] */
export const ellipse = (x, y, rx, ry, fill, more = '') =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${more}/>`;

/**
 * Any number of open lines drawn with one stroke.
 * @param {ReadonlyArray<readonly Point[]>} lines
 * @param {string} stroke
 * @param {number} width
 * @param {string} [more]
 */
export const strokes = (lines, stroke, width, more = '') =>
  lines.length === 0
    ? ''
    : `<path d="${lines.map((line) => pathOf(line, false)).join('')}" fill="none" stroke="${stroke}" stroke-width="${width}"${more}/>`;

/** @param {readonly Point[]} points @param {string} stroke @param {number} width @param {string} [more] */
export const line = (points, stroke, width, more = '') => strokes([points], stroke, width, more);

/** @param {string} attributes @param {...string} body */
export const group = (attributes, ...body) => `<g ${attributes}>${body.join('')}</g>`;

/**
 * Shapes outlined in the ink colour, as in a line illustration.
 * @param {string} body
 * @param {number} [width]
 */
export const inked = (body, width = 3) =>
  group(
    `stroke="${colors.ink}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`,
    body,
  );

/** @param {number} opacity */
export const alpha = (opacity) => ` opacity="${opacity}"`;

/**
 * A vertical gradient with its id.
 * @param {string} id
 * @param {readonly string[]} stops evenly spaced colours, top to bottom
 */
export const gradient = (id, stops) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(
      (stop, i) =>
        `<stop offset="${Math.round((i / (stops.length - 1)) * 100) / 100}" stop-color="${stop}"/>`,
    )
    .join('')}</linearGradient></defs>`;

/** Mirrors a drawing left to right on the 1200-wide canvas. */
/** @param {string} body */
export const mirrored = (body) => group('transform="matrix(-1 0 0 1 1200 0)"', body);

// @ts-check
import { light } from './backdrops.js';
import { colors } from './colors.js';
import { alpha, circle, group, inked, n, poly, rect, strokes } from './svg.js';

/** @typedef {import('./random.js').Seed} Seed */
/** @typedef {import('./svg.js').Point} Point */

/**
 * Steel members as outlined bars: every line gets an ink edge and a fill stroke.
 * @param {ReadonlyArray<readonly Point[]>} lines @param {number} width @param {string} color
 */
export const members = (lines, width, color) =>
  strokes(lines, colors.ink, width + 5, ' stroke-linecap="round" stroke-linejoin="round"') +
  strokes(lines, color, width, ' stroke-linecap="round" stroke-linejoin="round"');

/** The colour of steel in this light. */
/** @param {Seed} s */
export const steelOf = (s) =>
  light[s.time].dark ? (s.time === 'night' ? '#cfd8e3' : '#8594a8') : '#3f6796';

/**
 * A mobile crane: carrier with cab and outriggers, the boom from its turntable to a tip above the
 * hook, and the hoist rope down to the hook.
 * @param {number} x carrier centre @param {number} y ground @param {number} size carrier length
 * @param {Point} hook where the load hangs @param {{ drop?: number; facing?: 1 | -1 }} [options]
 */
export function mobileCrane(x, y, size, hook, { drop = 120, facing = 1 } = {}) {
  const u = size / 400;
  const pivot = /** @type {Point} */ ([x + 60 * u * facing, y - 110 * u]);
  const tip = /** @type {Point} */ ([hook[0], hook[1] - drop]);
  const wheels = [-150, -80, 60, 130].map((dx) =>
    circle(x + dx * u, y - 16 * u, 22 * u, colors.ink),
  );
  return (
    inked(
      rect(x - 200 * u, y - 80 * u, 400 * u, 50 * u, colors.star) +
        rect(x + (facing > 0 ? -200 : 110) * u, y - 130 * u, 90 * u, 60 * u, colors.star) +
        rect(x + (facing > 0 ? -190 : 120) * u, y - 122 * u, 60 * u, 30 * u, colors.glass) +
        rect(x - 20 * u, y - 120 * u, 150 * u, 42 * u, colors.accentDark) +
        strokes(
          [
            [
              [x - 230 * u, y],
              [x - 200 * u, y - 40 * u],
            ],
            [
              [x + 230 * u, y],
              [x + 200 * u, y - 40 * u],
            ],
          ],
          colors.ink,
          8 * u,
        ) +
        wheels.join(''),
      2,
    ) +
    strokes([[pivot, tip]], colors.ink, 26 * u + 5, ' stroke-linecap="round"') +
    strokes([[pivot, tip]], colors.star, 26 * u, ' stroke-linecap="round"') +
    strokes([[tip, hook]], colors.ink, 3) +
    rect(hook[0] - 8, hook[1] - 6, 16, 16, colors.ink)
  );
}

/**
 * A tower crane: mast, jib and counter-jib, with the hook hanging at hookX.
 * @param {number} x @param {number} ground @param {number} top @param {number} jib @param {number} hookX @param {number} hookY
 */
export function towerCrane(x, ground, top, jib, hookX, hookY) {
  /** @type {Point[][]} */
  const mast = [];
  for (let y = ground; y > top; y -= 40)
    mast.push(
      [
        [x - 16, y],
        [x + 16, y - 40],
      ],
      [
        [x + 16, y],
        [x - 16, y - 40],
      ],
    );
  return (
    strokes(
      [
        [
          [x - 16, ground],
          [x - 16, top],
        ],
        [
          [x + 16, ground],
          [x + 16, top],
        ],
      ],
      colors.star,
      6,
    ) +
    strokes(mast, colors.star, 2) +
    members(
      [
        [
          [x - jib * 0.3, top],
          [x + jib, top],
        ],
      ],
      12,
      colors.star,
    ) +
    strokes(
      [
        [
          [x, top - 50],
          [x + jib * 0.7, top],
        ],
        [
          [x, top - 50],
          [x - jib * 0.3, top],
        ],
      ],
      colors.ink,
      3,
    ) +
    rect(x - jib * 0.3, top, 70, 40, colors.steelDark) +
    rect(x + 10, top + 10, 40, 36, colors.glass) +
    strokes(
      [
        [
          [hookX, top],
          [hookX, hookY],
        ],
      ],
      colors.ink,
      3,
    )
  );
}

/** A worker seen small on site: hat, body, legs. */
/** @param {number} x @param {number} y feet @param {number} h @param {string} [hat] */
export const figure = (x, y, h, hat = colors.accent) =>
  strokes(
    [
      [
        [x - h * 0.06, y],
        [x, y - h * 0.5],
      ],
      [
        [x + h * 0.06, y],
        [x, y - h * 0.5],
      ],
    ],
    colors.navy,
    h * 0.09,
  ) +
  rect(x - h * 0.1, y - h * 0.82, h * 0.2, h * 0.36, colors.blue) +
  rect(x - h * 0.1, y - h * 0.66, h * 0.2, h * 0.05, colors.star) +
  circle(x, y - h * 0.9, h * 0.08, '#e0b694') +
  circle(x, y - h * 0.95, h * 0.085, hat);

/** A car or van seen from the side. */
/** @param {number} x @param {number} y road @param {number} w @param {string} body @param {boolean} [lit] */
export const car = (x, y, w, body, lit = false) =>
  inked(
    `<path d="M${n(x)} ${n(y - w * 0.12)}v${n(-w * 0.16)}l${n(w * 0.2)} ${n(-w * 0.14)}h${n(w * 0.45)}l${n(w * 0.2)} ${n(w * 0.14)}h${n(w * 0.15)}v${n(w * 0.16)}z" fill="${body}"/>` +
      rect(x + w * 0.25, y - w * 0.39, w * 0.38, w * 0.1, colors.glass) +
      circle(x + w * 0.22, y - w * 0.1, w * 0.09, colors.ink) +
      circle(x + w * 0.8, y - w * 0.1, w * 0.09, colors.ink),
    2,
  ) +
  (lit
    ? circle(x + w, y - w * 0.2, w * 0.06, colors.hot) + circle(x, y - w * 0.2, w * 0.05, '#ff5a3c')
    : '');

/** A round tree. */
/** @param {number} x @param {number} y @param {number} h @param {string} [leaf] */
export const tree = (x, y, h, leaf = '#5f7f6a') =>
  rect(x - h * 0.04, y - h * 0.4, h * 0.08, h * 0.4, colors.steelDark) +
  circle(x, y - h * 0.62, h * 0.32, leaf);

/** A floodlight on its mast with the cone of light it throws, for night scenes. */
/** @param {number} x @param {number} y ground @param {number} h @param {number} toward x of the lit spot */
export const floodlight = (x, y, h, toward) =>
  poly(
    [
      [x, y - h],
      [toward - 200, y],
      [toward + 200, y],
    ],
    colors.glow,
    alpha(0.12),
  ) +
  strokes(
    [
      [
        [x, y],
        [x, y - h],
      ],
    ],
    colors.steelDark,
    8,
  ) +
  rect(x - 24, y - h - 20, 48, 24, colors.hot) +
  circle(x, y - h - 8, 50, colors.glow, alpha(0.3));

/** Mirrors the scene when the seed says so (a different side of the site). */
/** @param {Seed} s @param {string} body */
export const sideOf = (s, body) =>
  s.flip ? group('transform="matrix(-1 0 0 1 1200 0)"', body) : body;

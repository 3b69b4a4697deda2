// @ts-check
import { studio, workshop } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { digits } from '../draw/displays.js';
import { glow } from '../draw/effects.js';
import { discZ } from '../draw/machineParts.js';
import { shadow, view } from '../draw/space.js';
import { alpha, circle, ellipse, group, inked, line, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/space.js').View} View */

/** A gas cylinder standing at x, y (its foot), with its valve and a coloured shoulder. */
/** @param {number} x @param {number} y @param {number} h @param {string} [shoulder] */
export const cylinder = (x, y, h, shoulder = colors.steelLight) =>
  inked(
    `<rect x="${Math.round(x - 45)}" y="${Math.round(y - h)}" width="90" height="${Math.round(h)}" rx="40" fill="${colors.steel}"/>` +
      `<path d="M${Math.round(x - 45)} ${Math.round(y - h + 90)}v-50a45 40 0 0 1 90 0v50z" fill="${shoulder}"/>` +
      rect(x - 12, y - h - 40, 24, 44, colors.steelDark) +
      circle(x + 30, y - h - 30, 22, colors.white) +
      circle(x + 30, y - h - 30, 16, colors.white, ` stroke="${colors.steel}" stroke-width="2"`),
    3,
  );

/** A welding cable or hose: a smooth curve. */
/** @param {string} d path data @param {number} [width] */
const hose = (d, width = 14) =>
  `<path d="${d}" fill="none" stroke="${colors.ink}" stroke-width="${width + 6}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${colors.navyLight}" stroke-width="${width}" stroke-linecap="round"/>`;

/** A wire spool seen from the side: flanges and the copper-coloured winding. */
/** @param {number} x @param {number} y @param {number} r */
export const spool = (x, y, r) =>
  inked(
    circle(x, y, r, colors.steelDark) +
      circle(x, y, r * 0.86, '#c98d5a') +
      circle(x, y, r * 0.36, colors.steelLight) +
      circle(x, y, r * 0.12, colors.ink),
    3,
  ) +
  strokes(
    [0.5, 0.62, 0.74].map((f) => [
      [x - r * f, y],
      [x + r * f, y],
    ]),
    '#a86d3e',
    2,
    alpha(0.7),
  );

/**
 * The MIG/MAG set: the power source on its trolley, the wire feeder on top with its side open on
 * the spool, the gas cylinder and the torch on its cable.
 * @param {Seed} s
 */
export function migWelder(s) {
  const v = view(260, 760, 0.95, 0.45, 0.32);
  const [fx, fy] = v.at(80, 560, 0);
  const gun = s.between(860, 960);
  return (
    studio(640) +
    shadow(560, 780, 420, 60) +
    cylinder(...v.at(520, 0, 200), 620, colors.accent) +
    inked(
      v.box(0, 40, 0, 460, 20, 300, tones.dark) +
        v.box(20, 60, 20, 420, 380, 260, tones.blue) +
        v.front(40, 200, 20, 380, 220, colors.navy) +
        v.front(60, 350, 20, 150, 50, colors.ink) +
        discZ(v, 280, 300, 20, 30, colors.steelLight) +
        discZ(v, 360, 300, 20, 30, colors.steelLight) +
        discZ(v, 120, 240, 20, 18, colors.accent) +
        discZ(v, 200, 240, 20, 18, colors.ink) +
        v.box(40, 440, 10, 380, 200, 230, tones.orange) +
        v.front(60, 460, 10, 340, 160, colors.ink),
      3,
    ) +
    spool(fx + 80, fy + 60, 70) +
    digits(String(s.int(18, 32)), ...v.at(75, 390, 20), 30, colors.accent) +
    inked(discZ(v, 0, 20, 0, 32, colors.ink) + discZ(v, 440, 20, 0, 32, colors.ink), 3) +
    hose(
      `M${Math.round(fx + 330)} ${Math.round(fy + 100)}C${Math.round(fx + 520)} ${Math.round(fy + 90)} ${Math.round(gun - 40)} ${Math.round(fy + 500)} ${Math.round(gun)} ${Math.round(fy + 300)}`,
    ) +
    inked(
      group(
        `transform="translate(${Math.round(gun)} ${Math.round(fy + 300)}) rotate(-35)"`,
        `<rect x="-20" y="-150" width="44" height="150" rx="16" fill="${colors.steelDark}"/>`,
        poly(
          [
            [-14, -150],
            [18, -150],
            [50, -240],
            [30, -250],
          ],
          colors.steel,
        ),
        poly(
          [
            [30, -250],
            [50, -240],
            [70, -290],
            [54, -296],
          ],
          '#d98a4b',
        ),
      ),
      3,
    )
  );
}

/**
 * The TIG set: a compact inverter with its argon cylinder, and the torch with its ceramic cup
 * over a stainless pipe joint, the filler rod at the arc.
 * @param {Seed} s
 */
export function tigWelder(s) {
  const v = view(90, 760, 0.7, 0.45, 0.32);
  const px = s.between(560, 640);
  const py = 600;
  return (
    workshop(s, 640) +
    cylinder(...v.at(40, 0, 240), 560, colors.steelLight) +
    inked(
      v.box(0, 0, 0, 260, 240, 360, tones.blue) +
        v.front(20, 120, 0, 220, 100, colors.navy) +
        discZ(v, 150, 60, 0, 22, colors.steelLight),
      3,
    ) +
    digits(String(s.int(80, 180)), ...v.at(40, 200, 0), 26, colors.accent) +
    inked(
      rect(px - 60, py + 90, 660, 30, colors.steelDark) +
        rect(px + 80, py + 120, 40, 200, colors.steelDark),
      3,
    ) +
    inked(
      rect(px - 80, py - 100, 780, 190, tones.galv[0]) +
        rect(px - 80, py - 70, 780, 40, tones.galv[1]) +
        ellipse(px + 700, py - 5, 44, 95, tones.galv[2]) +
        ellipse(px + 700, py - 5, 32, 80, colors.ink),
      3,
    ) +
    strokes(
      [
        [
          [px + 150, py - 100],
          [px + 150, py + 90],
        ],
      ],
      '#c9a46a',
      14,
    ) +
    hose(
      `M${Math.round(v.at(250, 180, 0)[0])} ${Math.round(v.at(250, 180, 0)[1])}C${Math.round(px - 200)} ${py + 200} ${Math.round(px + 380)} 120 ${Math.round(px + 330)} 300`,
      10,
    ) +
    inked(
      group(
        `transform="translate(${Math.round(px + 150)} ${py - 106}) rotate(28)"`,
        `<rect x="-16" y="-320" width="32" height="130" rx="12" fill="${colors.steelDark}"/>`,
        rect(-24, -190, 48, 70, colors.ink),
        poly(
          [
            [-22, -120],
            [22, -120],
            [14, -40],
            [-14, -40],
          ],
          '#e8d6c0',
        ),
        rect(-4, -40, 8, 34, colors.steelLight),
      ),
      3,
    ) +
    line(
      [
        [px + 420, py - 360],
        [px + 170, py - 112],
      ],
      '#c9b27a',
      6,
    ) +
    glow(px + 150, py - 104, 22, colors.plasma)
  );
}

/**
 * The handheld laser welder: a cabinet on castors with the chiller grille, the touch panel on
 * top, the wire feeder beside it and the welding gun in its holder on a coiled cable.
 * @param {Seed} s
 */
export function laserWelder(s) {
  const v = view(s.between(220, 280), 760, 0.9, s.between(0.38, 0.55), s.between(0.26, 0.36));
  const grille = [];
  for (let y = 90; y < 420; y += 26) grille.push([v.at(450, y, 60), v.at(450, y, 300)]);
  const [hx, hy] = v.at(450, 520, 200);
  return (
    studio(640) +
    shadow(560, 780, 440, 60) +
    inked(
      v.box(0, 30, 0, 450, 560, 360, tones.white) +
        v.front(0, 30, 0, 450, 40, colors.navy) +
        v.front(0, 540, 0, 450, 16, colors.accent) +
        v.box(60, 590, 60, 300, 40, 220, tones.dark) +
        v.box(80, 630, 40, 260, 170, 30, tones.navy) +
        v.front(96, 646, 40, 228, 138, '#6fa0cc') +
        v.box(-220, 30, 60, 200, 260, 260, tones.orange) +
        discZ(v, 40, 15, 0, 26, colors.ink) +
        discZ(v, 410, 15, 0, 26, colors.ink),
      3,
    ) +
    strokes(/** @type {[number, number][][]} */ (grille), colors.steel, 8) +
    spool(...v.at(-120, 180, 60), 80) +
    hose(
      `M${Math.round(hx - 120)} ${Math.round(hy + 380)}c200 60 360 10 330-80s-240-90-230-10 260 120 340 60`,
      12,
    ) +
    inked(
      group(
        `transform="translate(${Math.round(hx + 10)} ${Math.round(hy + 30)}) rotate(${Math.round(s.between(-8, 8))})"`,
        `<rect x="-10" y="-30" width="160" height="70" rx="26" fill="${colors.white}"/>`,
        rect(140, -14, 160, 38, colors.steelLight),
        poly(
          [
            [300, -14],
            [360, -2],
            [360, 10],
            [300, 24],
          ],
          '#d98a4b',
        ),
        rect(40, 38, 50, 90, colors.accent),
      ),
      3,
    ) +
    rect(...v.at(120, 760, 40), 60, 14, colors.white, alpha(0.8))
  );
}

/**
 * The wire feeder opened: the spool, the drive rolls pressing the wire and the liner to the gun.
 * @param {Seed} s
 */
export function wireFeeder(s) {
  const sx = s.between(380, 440);
  return (
    studio(740) +
    inked(
      `<rect x="120" y="140" width="940" height="620" rx="30" fill="${colors.accent}"/>` +
        rect(160, 180, 860, 540, colors.ink),
      4,
    ) +
    spool(sx, 450, 230) +
    inked(
      circle(780, 430, 60, colors.steel) +
        circle(780, 560, 60, colors.steel) +
        circle(780, 430, 18, colors.ink) +
        circle(780, 560, 18, colors.ink) +
        rect(700, 340, 40, 80, colors.steelDark),
      3,
    ) +
    line(
      [
        [sx + 120, 460],
        [780, 495],
        [1100, 495],
      ],
      '#e6c49a',
      5,
    ) +
    strokes(
      [
        [
          [860, 495],
          [1200, 495],
        ],
      ],
      colors.navyLight,
      24,
    )
  );
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const weldingSets = {
  'mig-welder': migWelder,
  'tig-welder': tigWelder,
  'laser-welder': laserWelder,
  'wire-feeder': wireFeeder,
};

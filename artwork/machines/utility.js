// @ts-check
import { workshop } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { digits } from '../draw/displays.js';
import { shadow, view } from '../draw/space.js';
import { alpha, circle, ellipse, inked, poly, rect, strokes } from '../draw/svg.js';
import { spool } from './weldingSets.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/space.js').View} View */

/** Louvres on a front face. */
/** @param {View} v @param {number} x @param {number} y @param {number} z @param {number} w @param {number} h */
const louvres = (v, x, y, z, w, h) => {
  const lines = [];
  for (let dy = 12; dy < h; dy += 22) lines.push([v.at(x, y + dy, z), v.at(x + w, y + dy, z)]);
  return strokes(/** @type {[number, number][][]} */ (lines), colors.steelDark, 6);
};

/**
 * A screw compressor cabinet with its air receiver: a tall tank with domed ends, a gauge and the
 * pipe between them.
 * @param {Seed} s
 */
export function compressor(s) {
  const v = view(170, 740, 0.85, 0.45, 0.32);
  const [tx, ty] = v.at(900, 0, 160);
  const tank = 560;
  return (
    workshop(s, 620) +
    shadow(600, 760, 520, 60) +
    inked(
      `<rect x="${Math.round(tx - 110)}" y="${Math.round(ty - tank)}" width="220" height="${tank}" rx="100" fill="${colors.steelLight}"/>` +
        rect(tx - 80, ty - 20, 40, 30, colors.steelDark) +
        rect(tx + 40, ty - 20, 40, 30, colors.steelDark) +
        circle(tx, ty - tank * 0.6, 40, colors.white) +
        v.box(0, 0, 0, 620, 520, 380, tones.blue) +
        v.front(0, 500, 0, 620, 20, colors.accent) +
        v.front(40, 330, 0, 150, 120, colors.navy) +
        v.box(620, 400, 150, 200, 26, 26, tones.steel),
      3,
    ) +
    louvres(v, 240, 60, 0, 340, 400) +
    strokes(
      [
        [
          [tx, ty - tank * 0.6],
          [tx + 24, ty - tank * 0.6 - 20],
        ],
      ],
      colors.ink,
      4,
    ) +
    digits(String(s.int(6, 9)) + '.' + String(s.int(0, 9)), ...v.at(60, 430, 0), 40, colors.accent)
  );
}

/**
 * A platform scale on the warehouse floor with a load on it and its weighing terminal on a
 * post showing the weight.
 * @param {Seed} s
 */
export function platformScale(s) {
  const v = view(170, 760, 0.8, 0.5, 0.4);
  const [px, py] = v.at(900, 520, 100);
  const crates = [];
  for (let i = 0; i < s.int(1, 3); i += 1)
    crates.push(v.box(160, 40 + i * 150, 160, 360, 150, 300, i % 2 ? tones.steel : tones.orange));
  return (
    workshop(s, 560) +
    inked(
      v.box(0, 0, 0, 700, 40, 620, tones.steel) +
        v.flat(30, 41, 30, 640, 560, '#9aa8b8') +
        strokes(
          [100, 200, 300, 400, 500].map((z) => [v.at(30, 41, z), v.at(670, 41, z)]),
          colors.steel,
          3,
        ) +
        v.box(140, 40, 140, 420, 30, 340, tones.dark) +
        crates.join('') +
        v.box(880, 0, 80, 30, 520, 30, tones.dark) +
        v.box(800, 520, 60, 220, 150, 40, tones.white),
      3,
    ) +
    rect(px - 60, py - 110, 170, 70, colors.ink) +
    digits(String(s.int(120, 980)), px - 44, py - 96, 40, colors.accent)
  );
}

/**
 * A diesel generator set in its weatherproof enclosure: louvred doors, the exhaust on the roof,
 * the fuel tank base and the control panel door open.
 * @param {Seed} s
 */
export function generator(s) {
  const v = view(140, 720, 0.72, 0.5, 0.32);
  const doors = [];
  for (let x = 60; x < 1000; x += 240)
    doors.push(
      v.front(x, 130, 0, 210, 330, tones.white[2], alpha(0.6)),
      louvres(v, x + 20, 180, 0, 170, 240),
    );
  return (
    workshop(s, 560, { dim: s.chance(0.3) }) +
    shadow(600, 740, 560, 60) +
    inked(
      v.box(-20, 0, -20, 1140, 90, 440, tones.dark) +
        v.box(0, 90, 0, 1100, 470, 400, tones.white) +
        doors.join('') +
        v.front(0, 520, 0, 1100, 18, colors.accent) +
        v.box(150, 560, 120, 60, 150, 60, tones.steel) +
        v.box(140, 700, 110, 80, 30, 80, tones.dark) +
        v.box(1100, 90, 40, 20, 400, 320, tones.white) +
        v.box(1120, 200, 60, 10, 220, 140, tones.navy),
      3,
    ) +
    digits(String(s.int(200, 480)), ...v.at(1124, 400, 80), 22, colors.accent)
  );
}

/** Shelves with spools of welding wire and packs of electrodes. */
/** @param {Seed} s */
export function consumablesWelding(s) {
  const out = [workshop(s, 800)];
  out.push(
    inked(
      rect(60, 80, 1080, 40, colors.steelDark) +
        rect(60, 460, 1080, 40, colors.steelDark) +
        rect(60, 820, 1080, 40, colors.steelDark) +
        rect(60, 80, 30, 780, colors.steelDark) +
        rect(1110, 80, 30, 780, colors.steelDark),
      3,
    ),
  );
  for (let i = 0; i < 4; i += 1) out.push(spool(200 + i * 250, 330, 120));
  for (let i = 0; i < 5; i += 1) {
    const x = 120 + i * 200;
    const h = s.between(180, 300);
    out.push(
      inked(
        rect(x, 820 - h, 160, h, i % 2 ? colors.accent : colors.blue) +
          rect(x, 820 - h + 30, 160, 40, colors.white),
        3,
      ),
    );
  }
  return out.join('');
}

/** Laser nozzles and protective lenses laid out on a workbench. */
/** @param {Seed} s */
export function consumablesCutting(s) {
  const out = [rect(0, 0, 1200, 900, '#3d4b5f'), rect(0, 0, 1200, 900, colors.navy, alpha(0.4))];
  for (let i = 0; i < 10; i += 1) {
    const x = 140 + (i % 5) * 230 + s.between(-20, 20);
    const y = 230 + Math.floor(i / 5) * 220 + s.between(-20, 20);
    out.push(
      inked(
        poly(
          [
            [x - 60, y + 40],
            [x + 60, y + 40],
            [x + 24, y - 60],
            [x - 24, y - 60],
          ],
          '#d98a4b',
        ) +
          ellipse(x, y + 40, 60, 18, '#b06a33') +
          ellipse(x, y - 60, 24, 8, colors.ink),
        3,
      ),
    );
  }
  for (let i = 0; i < 5; i += 1) {
    const x = 170 + i * 220;
    out.push(
      inked(circle(x, 740, 80, colors.steel) + circle(x, 740, 66, '#cfe3f3'), 3),
      circle(x - 24, 716, 18, '#fff', alpha(0.7)),
    );
  }
  return out.join('');
}

/** A welding helmet, leather gloves and safety glasses. */
/** @param {Seed} s */
export function consumablesSafety(s) {
  const gx = s.between(700, 780);
  return (
    rect(0, 0, 1200, 900, '#56667c') +
    inked(
      `<path d="M160 620c0-260 120-440 300-440s300 180 300 440l-60 120h-480z" fill="${colors.navy}"/>` +
        rect(330, 380, 260, 110, colors.ink) +
        rect(350, 398, 220, 74, '#2e7d5b', alpha(0.8)) +
        `<path d="M${gx} 820v-300l40-200h60l10 160 30-180h60l0 200 30-160h60l-10 220 40-40 50 20-90 180v120z" fill="#c98d5a"/>`,
      4,
    ) +
    inked(
      ellipse(330, 790, 110, 60, '#bfd7ea', alpha(0.7)) +
        ellipse(580, 790, 110, 60, '#bfd7ea', alpha(0.7)) +
        rect(430, 770, 50, 16, colors.ink),
      4,
    )
  );
}

/** Boxes of welding wire and a pair of gloves, as on the catalogue card. */
/** @param {Seed} s */
export function consumablesBoxes(s) {
  const v = view(160, 760, 0.9, 0.5, 0.35);
  const out = [workshop(s, 600)];
  const boxes = [];
  for (let i = 0; i < 3; i += 1)
    for (let j = 0; j < 2 - (i % 2); j += 1)
      boxes.push(
        v.box(i * 260, j * 220, (i % 2) * 60, 240, 220, 240, i % 2 ? tones.orange : tones.blue),
      );
  out.push(
    inked(boxes.join(''), 3),
    spool(...v.at(900, 140, 0), 130),
    inked(
      `<path d="M${Math.round(v.at(620, 0, -120)[0])} ${Math.round(v.at(620, 0, -120)[1])}l200 0 40-120 40 10-20 120 60-160 40 10-50 150 60-130 40 20-80 140 30-40 40 30-60 100z" fill="#c98d5a"/>`,
      3,
    ),
  );
  return out.join('');
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const utility = {
  compressor,
  scale: platformScale,
  generator,
  'consumables-welding': consumablesWelding,
  'consumables-cutting': consumablesCutting,
  'consumables-safety': consumablesSafety,
  'consumables-boxes': consumablesBoxes,
};

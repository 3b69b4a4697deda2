// @ts-check
import { studio, workshop } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { emergencyStop, handwheel, keypad } from '../draw/displays.js';
import { hBeamAlongZ } from '../draw/machineParts.js';
import { nest } from '../draw/nest.js';
import { perspective } from '../draw/perspective.js';
import { view } from '../draw/space.js';
import { alpha, circle, group, inked, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {'sheet' | 'beam' | 'plasma'} Screen */

/** What the control screen shows: a nest on a sheet, or the beam model with its cuts. */
/** @param {Seed} s @param {Screen} screen @param {number} x @param {number} y @param {number} w @param {number} h */
function screenPicture(s, screen, x, y, w, h) {
  if (screen === 'beam') {
    const v = view(x + 60, y + h - 80, 0.42, 0.6, 0.4);
    return (
      inked(hBeamAlongZ(v, 480, 0, 0, 700, 300, 240, tones.glass), 2) +
      strokes(
        [
          [v.at(420, 150, 200), v.at(420, 150, 260)],
          [v.at(420, 150, 400), v.at(420, 150, 460)],
        ],
        colors.accent,
        8,
      )
    );
  }
  return (
    rect(x + 20, y + 20, w - 40, h - 40, colors.white) +
    nest(s, x + 30, y + 30, w - 60, h - 60, {
      part: screen === 'plasma' ? '#9fc0e0' : '#7fa6cf',
      hole: colors.white,
      cols: screen === 'plasma' ? 4 : 5,
      rows: 3,
      skip: 0,
    }) +
    rect(
      x + 30 + s.between(0, w - 160),
      y + 30 + s.between(0, h - 140),
      60,
      60,
      'none',
      ` stroke="${colors.accent}" stroke-width="4"`,
    )
  );
}

/**
 * The operator station: the touch screen, the keys, the feed knob, the handwheel and the
 * emergency stop, with the shop behind.
 * @param {Seed} s @param {Screen} screen
 */
export function controlPanel(s, screen) {
  const x = s.between(150, 230);
  const y = 110;
  const panel = [
    rect(x + 40, y + 30, 820, 700, colors.ink),
    `<rect x="${Math.round(x)}" y="${y}" width="820" height="690" rx="18" fill="${colors.navy}"/>`,
    rect(x + 40, y + 40, 560, 400, '#dbe8f5'),
  ];
  const side = [];
  for (let i = 0; i < 6; i += 1)
    side.push(rect(x + 620, y + 50 + i * 64, 150, 48, i === 1 ? colors.accent : colors.navyLight));
  const bar = s.between(0.2, 0.9);
  return (
    workshop(s, 640, { dim: true }) +
    inked(panel.join(''), 3) +
    screenPicture(s, screen, x + 40, y + 40, 560, 330) +
    rect(x + 60, y + 395, 520, 22, colors.steelLight) +
    rect(x + 60, y + 395, 520 * bar, 22, colors.accent) +
    inked(side.join(''), 2) +
    keypad(x + 50, y + 480, 10, 3, 40) +
    keypad(x + 560, y + 480, 3, 3, 34, colors.steel) +
    emergencyStop(x + 730, y + 520, 34) +
    handwheel(x + 720, y + 630, 58) +
    circle(x + 120, y + 640, 40, colors.steel, ` stroke="${colors.ink}" stroke-width="3"`) +
    strokes(
      [
        [
          [x + 120, y + 640],
          [x + 145, y + 610],
        ],
      ],
      colors.ink,
      6,
    ) +
    rect(x + 220, y + 620, 60, 36, '#2e9e5b') +
    rect(x + 300, y + 620, 60, 36, colors.accent)
  );
}

/**
 * The cutting table close: rows of toothed slats receding, a few slag drops, and for the long
 * table the orange dividers of the extraction zones.
 * @param {Seed} s @param {{ long?: boolean }} [options]
 */
export function slatTable(s, { long = false } = {}) {
  const p = perspective(s.between(520, 680), 60, long ? 300 : 420);
  const rows = long ? 16 : 10;
  const step = long ? 120 : 150;
  const out = [];
  for (let i = rows - 1; i >= 0; i -= 1) {
    const z = i * step;
    const [lx, ly] = p.at(-200, 700, z);
    const [rx] = p.at(1400, 700, z);
    const tooth = 60 * p.scale(z);
    const high = 70 * p.scale(z);
    /** @type {[number, number][]} */
    const points = [[lx, ly + high * 2]];
    for (let x = lx; x < rx; x += tooth) points.push([x, ly], [x + tooth / 2, ly - high * 0.5]);
    points.push([rx, ly], [rx, ly + high * 2]);
    out.push(poly(points, i % 2 ? '#7a889b' : '#8c99ab'));
    out.push(rect(lx, ly, rx - lx, 3, colors.ink, alpha(0.25)));
    if (long && i % 4 === 1)
      out.push(
        poly(
          [
            p.at(-200, 710, z - 10),
            p.at(1400, 710, z - 10),
            p.at(1400, 760, z - 10),
            p.at(-200, 760, z - 10),
          ],
          colors.accent,
        ),
      );
    if (s.chance(0.5))
      out.push(circle(s.between(lx, rx), ly - high * 0.3, 10 * p.scale(z), colors.ink, alpha(0.5)));
  }
  const far = rows * step;
  const back = p.at(0, 700, far);
  const gantry = far * s.between(0.2, 0.4);
  /** @param {number} x @param {number} inner */
  const wall = (x, inner) =>
    poly(
      [p.at(x, 640, -200), p.at(x, 640, far), p.at(x, 900, far), p.at(x, 1100, -200)],
      tones.white[2],
      ` stroke="${colors.ink}" stroke-width="3"`,
    ) +
    poly(
      [p.at(x, 640, -200), p.at(x, 640, far), p.at(inner, 640, far), p.at(inner, 640, -200)],
      tones.white[1],
      ` stroke="${colors.ink}" stroke-width="3"`,
    ) +
    strokes([[p.at(x, 670, -200), p.at(x, 670, far)]], colors.accent, 10);
  return (
    studio(400) +
    rect(0, back[1] - 40, 1200, 900, colors.steelDark) +
    out.join('') +
    wall(-300, -220) +
    wall(1500, 1420) +
    poly(
      [
        p.at(-340, 520, gantry),
        p.at(1540, 520, gantry),
        p.at(1540, 640, gantry),
        p.at(-340, 640, gantry),
      ],
      colors.accent,
      ` stroke="${colors.ink}" stroke-width="3"`,
    )
  );
}

/**
 * The two shuttle tables on their frame beside the cabin, one carrying cut parts out while the
 * other takes a fresh sheet in; orange arrows show the change.
 * @param {Seed} s
 */
export function exchangeTables(s) {
  const v = view(60, 690, 0.6, 0.45, 0.3);
  const out = inked(
    [
      v.box(0, 0, 0, 420, 520, 360, tones.white),
      v.front(0, 0, 0, 420, 34, colors.navy),
      v.front(40, 200, 0, 340, 220, colors.glass),
      v.front(0, 480, 0, 420, 16, colors.accent),
      v.side(420, `<rect x="20" y="-320" width="320" height="220" fill="${colors.ink}"/>`),
      v.box(420, 0, 0, 960, 130, 360, tones.white),
      v.front(420, 0, 0, 960, 34, colors.navy),
      v.box(330, 160, 20, 900, 22, 320, tones.steel),
      v.box(350, 182, 40, 860, 5, 280, tones.sheet),
      v.box(1330, 0, 0, 40, 330, 40, tones.dark),
      v.box(1330, 0, 320, 40, 330, 40, tones.dark),
      v.box(700, 280, 10, 900, 22, 320, tones.steel),
      v.box(720, 302, 30, 860, 5, 280, tones.sheet),
      v.top(
        308,
        nest(s, 740, 45, 820, 250, {
          part: '#dde4ec',
          hole: colors.steelDark,
          cols: 8,
          rows: 3,
          skip: 0.25,
        }),
      ),
    ].join(''),
    3,
  );
  const arrow = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ dir) =>
    group(
      `transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${dir} 1)"`,
      poly(
        [
          [-90, -14],
          [40, -14],
          [40, -38],
          [100, 0],
          [40, 38],
          [40, 14],
          [-90, 14],
        ],
        colors.accent,
        ` stroke="${colors.ink}" stroke-width="3"`,
      ),
    );
  const [ux, uy] = v.at(1150, 420, 0);
  const [lx, ly] = v.at(700, 50, -40);
  return studio(640) + out + arrow(ux, uy, 1) + arrow(lx, ly + 130, -1);
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const laserViews = {
  'cnc-control': (s) => controlPanel(s, 'sheet'),
  'cnc-control-beam': (s) => controlPanel(s, 'beam'),
  'cnc-control-plasma': (s) => controlPanel(s, 'plasma'),
  'slat-table': (s) => slatTable(s),
  'slat-table-long': (s) => slatTable(s, { long: true }),
  'exchange-tables': exchangeTables,
};

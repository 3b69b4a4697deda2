// @ts-check
import { dark, workshop } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { digits, emergencyStop, keypad, reading } from '../draw/displays.js';
import { glow, sparks } from '../draw/effects.js';
import { view } from '../draw/space.js';
import { alpha, circle, group, inked, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */

/** A curl of swarf: a few loops of a spring. */
/** @param {number} x @param {number} y @param {number} r @param {string} color */
const chip = (x, y, r, color) => {
  let d = `M${Math.round(x)} ${Math.round(y)}`;
  for (let i = 0; i < 4; i += 1)
    d += `a${Math.round(r)} ${Math.round(r * 0.6)} 0 1 1 ${Math.round(r * 0.7)} ${Math.round(r * 0.3)}`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="5"/>`;
};

/**
 * The lathe close: the three-jaw chuck holding a shaft, the tool post with its tool at the cut
 * and blue-tinted swarf curling away.
 * @param {Seed} s
 */
export function latheChuck(s) {
  const v = view(250, 560, 1, 0.5, 0.32);
  const toolX = s.between(420, 560);
  const jaws = [0, 120, 240].map(
    (a) =>
      `<rect x="-18" y="-205" width="36" height="110" fill="${colors.steelLight}" transform="rotate(${a})"/>`,
  );
  return (
    workshop(s, 700, { dim: true }) +
    inked(
      v.tube(-300, 0, 0, 300, 230, {
        body: tones.blue[0],
        light: tones.blue[1],
        end: tones.blue[2],
        hollow: false,
      }) +
        v.side(
          0,
          group(
            'transform="translate(0 0)"',
            circle(0, 0, 230, colors.steel) +
              circle(0, 0, 190, colors.steelDark) +
              jaws.join('') +
              circle(0, 0, 60, colors.ink),
          ),
        ) +
        v.tube(0, 0, 0, 760, 62, { hollow: false }) +
        v.box(toolX - 60, -330, -200, 200, 120, 200, tones.dark) +
        v.box(toolX - 30, -210, -170, 110, 110, 110, tones.steel) +
        v.box(toolX, -120, -130, 40, 30, 120, tones.orange),
      4,
    ) +
    chip(...v.at(toolX + 10, -50, -40), 26, '#7d9cc4') +
    chip(...v.at(toolX + 60, -110, -80), 20, '#c9a46a') +
    chip(...v.at(toolX - 50, -150, -100), 22, '#7d9cc4')
  );
}

/**
 * The quick-change gearbox: levers and dials on the casting, the thread chart as a grid of
 * figures, the feed rod and lead screw leaving it.
 * @param {Seed} s
 */
export function latheGearbox(s) {
  const cells = [];
  for (let c = 0; c < 8; c += 1)
    for (let r = 0; r < 4; r += 1)
      cells.push(
        digits(
          String(s.int(1, 9) * 0.5).replace('.', '.'),
          390 + c * 70,
          212 + r * 44,
          18,
          colors.navy,
        ),
      );
  const levers = [];
  for (let i = 0; i < 4; i += 1) {
    const x = 300 + i * 200;
    const a = s.pick([-140, -110, -70, -40]);
    levers.push(
      circle(x, 560, 56, colors.steelDark) +
        circle(x, 560, 40, colors.steel) +
        strokes(
          [
            [
              [x, 560],
              [x + Math.cos((a * Math.PI) / 180) * 120, 560 + Math.sin((a * Math.PI) / 180) * 120],
            ],
          ],
          colors.ink,
          14,
        ) +
        circle(
          x + Math.cos((a * Math.PI) / 180) * 120,
          560 + Math.sin((a * Math.PI) / 180) * 120,
          24,
          colors.ink,
        ),
    );
  }
  return (
    rect(0, 0, 1200, 900, tones.blue[2]) +
    inked(
      `<rect x="110" y="80" width="980" height="740" rx="40" fill="${colors.blue}"/>` +
        rect(360, 190, 600, 200, '#e8edf3') +
        levers.join(''),
      4,
    ) +
    strokes(
      [350, 440, 530, 620, 710, 800, 890].map((x) => [
        [x + 20, 195],
        [x + 20, 385],
      ]),
      colors.steel,
      2,
    ) +
    cells.join('') +
    strokes(
      [
        [
          [150, 760],
          [1200, 760],
        ],
        [
          [150, 800],
          [1200, 800],
        ],
      ],
      colors.steelLight,
      16,
    ) +
    circle(200, 250, 60, colors.steelLight, ` stroke="${colors.ink}" stroke-width="4"`) +
    strokes(
      [
        [
          [200, 250],
          [230, 200],
        ],
      ],
      colors.ink,
      8,
    )
  );
}

/**
 * A digital readout: a row of figures for each axis, the axis keys and the keypad.
 * @param {Seed} s @param {number} axes
 */
export function readout(s, axes) {
  const rows = [];
  for (let i = 0; i < axes; i += 1) {
    const y = 190 + i * (axes === 2 ? 190 : 140);
    rows.push(
      rect(190, y - 20, 520, axes === 2 ? 150 : 110, colors.ink) +
        digits(reading(s), 220, y, axes === 2 ? 100 : 76, colors.accent) +
        circle(780, y + 40, 34, colors.steel, ` stroke="${colors.ink}" stroke-width="3"`) +
        circle(780, y + 40, 12 + i * 4, colors.ink),
    );
  }
  return (
    workshop(s, 720, { dim: true }) +
    inked(
      rect(160, 110, 880, 640, colors.steelDark) +
        `<rect x="140" y="90" width="880" height="640" rx="24" fill="${colors.navy}"/>`,
      4,
    ) +
    rows.join('') +
    keypad(860, 170, 3, 4, 36) +
    keypad(860, 380, 3, 2, 36, colors.steel) +
    emergencyStop(920, 640, 26) +
    rect(560, 730, 100, 170, colors.steelDark)
  );
}

/**
 * The swivelling milling head: graduated angle scale with its pointer, the quill lever and the
 * end mill cutting a block held in the vice.
 * @param {Seed} s
 */
export function millHead(s) {
  const tilt = s.between(-14, 14);
  const ticks = [];
  for (let a = -60; a <= 60; a += 10) {
    const r = (a - 90) * (Math.PI / 180);
    ticks.push([
      [600 + Math.cos(r) * 250, 400 + Math.sin(r) * 250],
      [600 + Math.cos(r) * (a % 30 ? 270 : 290), 400 + Math.sin(r) * (a % 30 ? 270 : 290)],
    ]);
  }
  return (
    workshop(s, 760, { dim: true }) +
    inked(
      rect(380, 0, 440, 230, colors.blue) +
        circle(600, 400, 300, colors.blue) +
        circle(600, 400, 240, tones.blue[1]),
      4,
    ) +
    strokes(/** @type {[number, number][][]} */ (ticks), colors.white, 4) +
    group(
      `transform="rotate(${Math.round(tilt)} 600 400)"`,
      inked(
        rect(470, 300, 260, 300, colors.white) +
          rect(540, 600, 120, 110, colors.steel) +
          rect(575, 710, 50, 100, colors.steelLight) +
          strokes(
            [
              [
                [730, 360],
                [900, 250],
              ],
              [
                [730, 360],
                [880, 440],
              ],
            ],
            colors.ink,
            10,
          ) +
          circle(900, 250, 18, colors.ink) +
          circle(880, 440, 18, colors.ink),
        4,
      ),
      strokes(
        [
          [
            [600, 160],
            [600, 130],
          ],
        ],
        colors.accent,
        14,
      ),
    ) +
    inked(rect(300, 800, 600, 100, colors.accent) + rect(260, 830, 680, 70, colors.steelDark), 4) +
    glow(600, 805, 10) +
    sparks(s, 600, 800, {
      count: 14,
      from: 180,
      to: 360,
      min: 20,
      max: 70,
      hot: '#c9d3de',
      warm: '#7d9cc4',
    })
  );
}

/**
 * The work table from above: T-slots, a machine vice with a block, clamps, and the cutter above.
 * @param {Seed} s
 */
export function millTable(s) {
  const v = view(40, 760, 0.95, 0.42, 0.62);
  const slots = [];
  for (let z = 70; z < 400; z += 100) slots.push(v.flat(0, 60, z, 1200, 28, colors.ink));
  const vx = s.between(280, 520);
  return (
    workshop(s, 520) +
    inked(v.box(-40, 0, 0, 1260, 60, 430, tones.steel), 3) +
    slots.join('') +
    inked(
      v.box(vx, 60, 90, 360, 70, 240, tones.dark) +
        v.box(vx + 20, 130, 120, 90, 80, 180, tones.steel) +
        v.box(vx + 250, 130, 120, 90, 80, 180, tones.steel) +
        v.box(vx + 110, 130, 150, 140, 90, 120, tones.orange) +
        v.box(vx + 700, 60, 140, 60, 40, 60, tones.dark) +
        v.box(vx + 620, 100, 130, 220, 24, 80, tones.steel) +
        v.box(vx + 150, 330, 180, 60, 400, 60, tones.steel) +
        v.box(vx + 165, 220, 195, 30, 110, 30, tones.galv),
      3,
    ) +
    circle(...v.at(-10, 30, -10), 80, colors.steelLight, ` stroke="${colors.ink}" stroke-width="4"`)
  );
}

/**
 * Behind the shear: the back gauge bar on its screws with the stop fingers, and the CNC
 * controller showing the gauge position.
 * @param {Seed} s
 */
export function shearGauge(s) {
  const v = view(80, 700, 0.7, 0.5, 0.32);
  const depth = s.between(200, 420);
  const fingers = [];
  for (let x = 160; x < 1200; x += 240)
    fingers.push(v.box(x, 300, depth - 40, 50, 40, 60, tones.dark));
  return (
    workshop(s, 640) +
    inked(
      v.box(0, 0, 600, 1400, 560, 80, tones.blue) +
        v.box(0, 0, 0, 120, 600, 600, tones.blue) +
        v.box(1280, 0, 0, 120, 600, 600, tones.blue) +
        v.box(120, 300, 0, 20, 20, 600, tones.steel) +
        v.box(1260, 300, 0, 20, 20, 600, tones.steel) +
        v.box(120, 320, depth, 1160, 60, 40, tones.orange) +
        fingers.join('') +
        v.box(120, 260, 560, 1160, 30, 40, tones.dark),
      3,
    ) +
    inked(rect(820, 80, 320, 250, colors.navy) + rect(840, 100, 280, 150, '#dbe8f5'), 3) +
    digits(String(Math.round(depth * 2)), 880, 130, 70, colors.navy) +
    keypad(850, 262, 7, 1, 30, colors.steel)
  );
}

/**
 * The plasma torch close: the shield cap over the plate, the arc's blue-white light and
 * sparks pouring out under the plate.
 * @param {Seed} s
 */
export function plasmaTorch(s) {
  const x = s.between(520, 680);
  const y = 600;
  return (
    dark() +
    inked(
      poly(
        [
          [-40, y + 40],
          [140, y - 120],
          [1240, y - 120],
          [1240, y + 40],
        ],
        '#9aa8b8',
      ) +
        rect(-40, y + 40, 1280, 80, '#6f7f93') +
        rect(x - 70, 0, 140, 360, colors.steelDark) +
        rect(x - 90, 60, 180, 60, colors.white) +
        poly(
          [
            [x - 70, 360],
            [x + 70, 360],
            [x + 40, 520],
            [x - 40, 520],
          ],
          '#d98a4b',
        ) +
        poly(
          [
            [x - 40, 520],
            [x + 40, 520],
            [x + 18, 580],
            [x - 18, 580],
          ],
          '#b06a33',
        ),
      4,
    ) +
    strokes(
      [
        [
          [x, y - 8],
          [x - 200, y - 60],
          [x - 420, y - 70],
        ],
      ],
      colors.ink,
      10,
    ) +
    glow(x, y - 6, 36, colors.plasma) +
    glow(x, y + 130, 20) +
    sparks(s, x, y + 120, { count: 60, from: 50, to: 130, min: 120, max: 380 }) +
    rect(0, 0, 1, 1, 'none', alpha(0))
  );
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const machineDetails = {
  'lathe-chuck': latheChuck,
  'lathe-gearbox': latheGearbox,
  'readout-2': (s) => readout(s, 2),
  'readout-3': (s) => readout(s, 3),
  'mill-head': millHead,
  'mill-table': millTable,
  'shear-gauge': shearGauge,
  'plasma-torch': plasmaTorch,
};

// @ts-check
import { studio, workshop } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { digits } from '../draw/displays.js';
import { glow, sparks } from '../draw/effects.js';
import { discZ, operatorConsole } from '../draw/machineParts.js';
import { framed, view } from '../draw/space.js';
import { alpha, circle, inked, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/space.js').View} View */

/** A lever with a ball knob, as on a gearbox. */
/** @param {number} x @param {number} y @param {number} angle degrees @param {number} [length] */
const lever = (x, y, angle, length = 50) => {
  const a = (angle * Math.PI) / 180;
  const tip = /** @type {[number, number]} */ ([
    x + Math.cos(a) * length,
    y + Math.sin(a) * length,
  ]);
  return strokes([[[x, y], tip]], colors.ink, 7) + circle(tip[0], tip[1], 11, colors.ink);
};

/**
 * The universal lathe: headstock with the chuck, bed and carriage with the tool post, tailstock,
 * the quick-change gearbox and the two-axis readout above.
 * @param {Seed} s @param {{ guard?: boolean }} [options]
 */
export function lathe(s, { guard = true } = {}) {
  const v = view(110, 760, 0.7, 0.45, 0.3);
  const cy = 580;
  const carriage = s.between(560, 700);
  const out = [
    v.box(0, 0, 40, 230, 320, 280, tones.blue),
    v.box(1020, 0, 40, 230, 320, 280, tones.blue),
    v.box(0, 320, 0, 1250, 26, 340, tones.steel),
    v.box(60, 346, 90, 1160, 110, 200, tones.blue),
    v.box(60, 456, 110, 1160, 14, 40, tones.white),
    v.box(60, 456, 230, 1160, 14, 40, tones.white),
    v.box(0, 346, 50, 320, 380, 270, tones.blue),
    v.box(20, 346, 10, 260, 150, 40, tones.blue),
    lever(...v.at(80, 440, 10), -60),
    lever(...v.at(160, 440, 10), -110),
    lever(...v.at(230, 440, 10), -80),
    lever(...v.at(80, 640, 50), -50),
    lever(...v.at(200, 640, 50), -120),
    v.tube(320, cy, 170, 70, 120, {
      body: tones.steel[0],
      light: tones.steel[1],
      end: tones.steel[2],
      hollow: false,
    }),
    v.side(
      390,
      [0, 120, 240]
        .map(
          (a) =>
            `<rect x="160" y="${-cy - 100}" width="20" height="70" fill="${colors.ink}" transform="rotate(${a} 170 ${-cy})"/>`,
        )
        .join('') + circle(170, -cy, 24, colors.ink),
    ),
    v.tube(390, cy, 170, 560, 34, { hollow: false }),
    v.box(carriage, 470, 80, 180, 60, 240, tones.blue),
    v.box(carriage, 346, 40, 180, 170, 40, tones.blue),
    discZ(v, carriage + 60, 430, 40, 44, colors.steelLight),
    v.box(carriage + 30, 530, 110, 130, 30, 150, tones.steel),
    v.box(carriage + 60, 560, 120, 60, 50, 60, tones.dark),
    v.box(carriage + 40, cy - 10, 150, 40, 14, 20, tones.orange),
    v.box(900, 470, 110, 170, 150, 140, tones.blue),
    v.box(870, cy - 20, 160, 30, 40, 24, tones.steel),
    strokes(
      [
        [v.at(300, 370, 40), v.at(1200, 370, 40)],
        [v.at(300, 400, 40), v.at(1200, 400, 40)],
      ],
      colors.steelDark,
      6,
    ),
    v.box(420, 820, 60, 160, 90, 20, tones.navy),
    v.box(490, 730, 70, 14, 90, 14, tones.dark),
  ];
  if (guard)
    out.push(
      poly(
        [
          v.at(330, cy + 140, 60),
          v.at(420, cy + 140, 60),
          v.at(420, cy + 140, 290),
          v.at(330, cy + 140, 290),
        ],
        colors.accent,
        alpha(0.55),
      ),
    );
  const [dx, dy] = v.at(430, 895, 60);
  return (
    studio(640) +
    framed(
      v,
      inked(out.join(''), 3) +
        digits(`${s.int(10, 99)}.${s.int(100, 999)}`, dx + 12, dy + 8, 20, colors.accent) +
        digits(`-${s.int(1, 9)}.${s.int(100, 999)}`, dx + 12, dy + 40, 20, colors.accent),
    )
  );
}

/**
 * The knee-type mill: base and column, the ram with the swivelling head, the table with its
 * vice on the knee, handwheels and the readout arm.
 * @param {Seed} s
 */
export function mill(s) {
  const v = view(400, 830, 0.52, 0.5, 0.35);
  const table = s.between(-60, 60);
  const out = [
    v.box(0, 0, 100, 520, 90, 620, tones.blue),
    v.box(110, 90, 380, 300, 900, 300, tones.blue),
    v.box(90, 990, 120, 340, 110, 560, tones.blue),
    v.box(170, 1100, 500, 180, 120, 160, tones.white),
    v.box(120, 80, 130, 280, 400, 250, tones.blue),
    v.box(90, 480, 110, 340, 60, 290, tones.blue),
    v.box(-280 + table, 540, 150, 1080, 60, 210, tones.steel),
    strokes(
      [60, 110, 160].map((z) => [
        v.at(-270 + table, 601, 150 + z / 1.2),
        v.at(790 + table, 601, 150 + z / 1.2),
      ]),
      colors.steelDark,
      6,
    ),
    v.box(130, 600, 180, 230, 60, 150, tones.dark),
    v.box(160, 660, 190, 120, 50, 120, tones.orange),
    v.box(140, 760, 80, 240, 330, 220, tones.blue),
    v.box(220, 690, 160, 60, 70, 60, tones.steel),
    v.box(238, 655, 178, 24, 40, 24, tones.orange),
    discZ(v, -300 + table, 570, 180, 60, colors.steelLight),
    discZ(v, 830 + table, 570, 180, 60, colors.steelLight),
    discZ(v, 250, 350, 130, 50, colors.steelLight),
    circle(...v.at(260, 930, 80), 70, 'none', ` stroke="${colors.ink}" stroke-width="8"`),
  ];
  const [px, py] = v.at(600, 1000, 100);
  v.at(600 + 150 / v.k, 1000 - 190 / v.k, 100); // the readout's far corner, so the framing keeps it
  return (
    studio(620) +
    framed(
      v,
      inked(out.join(''), 3) +
        inked(
          rect(px, py, 150, 100, colors.navy) +
            strokes(
              [
                [
                  [px, py + 100],
                  [px - 120, py + 180],
                ],
              ],
              colors.steelDark,
              10,
            ),
          3,
        ) +
        digits(String(s.int(10, 99)), px + 20, py + 14, 16, colors.accent) +
        digits(String(s.int(10, 99)), px + 20, py + 42, 16, colors.accent) +
        digits(String(s.int(10, 99)), px + 20, py + 70, 16, colors.accent) +
        glow(...v.at(250, 650, 190), 8),
    )
  );
}

/**
 * The hydraulic guillotine shear from the front: side housings, the raked upper beam with its
 * hold-downs, the front table with support arms, the pendant and a stack of plates.
 * @param {Seed} s
 */
export function guillotine(s) {
  const v = view(240, 700, 0.6, 0.4, 0.28);
  const holds = [];
  for (let x = 220; x < 1100; x += 80) holds.push(v.box(x, 430, 40, 40, 70, 40, tones.dark));
  const out = [
    v.box(600, 720, 150, 300, 110, 150, tones.blue),
    v.box(150, 0, 60, 1000, 430, 280, tones.blue),
    v.box(0, 0, 40, 150, 800, 320, tones.blue),
    v.box(1150, 0, 40, 150, 800, 320, tones.blue),
    poly(
      [v.at(150, 500, 60), v.at(1150, 560, 60), v.at(1150, 720, 60), v.at(150, 680, 60)],
      tones.blue[0],
    ),
    poly(
      [v.at(150, 680, 60), v.at(1150, 720, 60), v.at(1150, 720, 200), v.at(150, 680, 200)],
      tones.blue[1],
    ),
    poly(
      [v.at(150, 540, 60), v.at(1150, 600, 60), v.at(1150, 620, 60), v.at(150, 560, 60)],
      colors.accent,
    ),
    ...holds,
    v.box(0, 400, -60, 1300, 26, 120, tones.steel),
    v.box(280, 370, -420, 50, 56, 380, tones.steel),
    v.box(980, 370, -420, 50, 56, 380, tones.steel),
    v.box(300, 426, -360, 720, 8, 420, tones.sheet),
    v.box(0, 800, 100, 150, 120, 120, tones.dark),
    v.box(1150, 800, 100, 150, 120, 120, tones.dark),
    v.box(1340, 300, -120, 22, 600, 22, tones.dark),
    v.box(1300, 560, -160, 140, 190, 40, tones.navy),
    v.front(1315, 640, -160, 110, 90, '#6fa0cc'),
    v.box(560, 0, -520, 120, 30, 90, tones.dark),
  ];
  const stack = [];
  for (let i = 0; i < s.int(6, 10); i += 1)
    stack.push(v.box(-260 + s.between(-6, 6), i * 14, -620, 420, 14, 260, tones.galv));
  return studio(600) + framed(v, inked(out.join('') + stack.join(''), 3));
}

/**
 * The press brake with a profile in the dies, and stacks of bent profiles in front.
 * @param {Seed} s
 */
export function pressBrake(s) {
  const v = view(150, 690, 0.62, 0.4, 0.28);
  const out = [
    v.box(150, 0, 60, 1000, 460, 240, tones.blue),
    v.box(0, 0, 40, 150, 980, 300, tones.blue),
    v.box(1150, 0, 40, 150, 980, 300, tones.blue),
    v.box(150, 700, 40, 1000, 260, 240, tones.blue),
    v.front(150, 760, 40, 1000, 20, colors.accent),
    v.box(200, 620, 80, 900, 80, 60, tones.steel),
    poly(
      [v.at(200, 620, 80), v.at(1100, 620, 80), v.at(1100, 590, 110), v.at(200, 590, 110)],
      colors.steelLight,
    ),
    v.box(200, 460, 70, 900, 60, 80, tones.steel),
    poly(
      [
        v.at(260, 520, -200),
        v.at(650, 580, 100),
        v.at(1040, 520, -200),
        v.at(1040, 530, -200),
        v.at(650, 592, 100),
        v.at(260, 530, -200),
      ],
      tones.sheet[1],
    ),
    v.box(1300, 300, -60, 20, 560, 20, tones.dark),
    v.box(1280, 560, -100, 120, 160, 36, tones.navy),
  ];
  const profiles = [];
  for (let stack = 0; stack < 2; stack += 1) {
    const x = 60 + stack * 620;
    for (let i = 0; i < s.int(4, 7); i += 1) {
      const y = i * 40;
      profiles.push(
        poly(
          [
            v.at(x, y, -520),
            v.at(x + 480, y, -520),
            v.at(x + 480, y + 40, -520),
            v.at(x + 480, y + 40, -380),
            v.at(x + 480, y, -380),
            v.at(x + 480, y, -370),
            v.at(x, y, -370),
          ],
          tones.galv[1],
        ) +
          v.box(x, y, -520, 480, 40, 10, tones.galv) +
          v.box(x, y, -390, 480, 40, 10, tones.galv),
      );
    }
  }
  return studio(600) + framed(v, inked(out.join('') + profiles.join(''), 3));
}

/**
 * The CNC plasma table: water table with the plate, a gantry on its own rails carrying the
 * plasma torch and the oxy-fuel torch, the cable chain, the plasma source and gas cylinders.
 * @param {Seed} s
 */
export function plasmaTable(s) {
  const v = view(170, 700, 0.58, 0.55, 0.45);
  const gx = s.between(420, 760);
  const grid = [];
  for (let u = 80; u < 1180; u += 60) grid.push([v.at(u, 121, 20), v.at(u, 121, 380)]);
  const out = [
    ...[0, 1, 2].map((i) =>
      v.box(1320 + i * 70, 0, 420, 50, 300, 50, i === 2 ? tones.orange : tones.steel),
    ),
    v.box(0, 0, 440, 1300, 160, 40, tones.dark),
    v.box(60, 0, 0, 1180, 120, 400, tones.dark),
    v.flat(70, 120, 10, 1160, 380, '#5d7fb0'),
    strokes(/** @type {[number, number][][]} */ (grid), colors.steelDark, 5),
    v.box(120, 122, 60, 760, 18, 300, tones.sheet),
    v.box(gx - 10, 160, 430, 100, 140, 60, tones.orange),
    v.box(gx, 260, -60, 80, 80, 520, tones.navy),
    v.box(gx + 10, 340, -40, 60, 26, 480, tones.orange),
    v.box(gx + 80, 200, 120, 50, 200, 50, tones.white),
    v.box(gx + 95, 150, 135, 20, 60, 20, tones.steel),
    v.box(gx + 80, 220, 260, 50, 180, 50, tones.white),
    v.box(0, 0, -80, 1300, 160, 40, tones.dark),
    v.box(gx - 10, 160, -100, 100, 140, 60, tones.orange),
    v.box(1380, 0, 60, 220, 260, 160, tones.blue),
    v.front(1400, 150, 60, 180, 70, colors.navy),
    operatorConsole(v, -180, -200),
  ];
  const [sx, sy] = v.at(gx + 105, 140, 145);
  return (
    studio(590) +
    framed(
      v,
      inked(out.join(''), 3) +
        glow(sx, sy, 14, colors.plasma) +
        sparks(s, sx, sy + 6, { count: 26, from: 20, to: 160, min: 30, max: 140 }),
    )
  );
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const workshopMachines = {
  lathe: (s) => lathe(s),
  mill,
  guillotine,
  'press-brake': pressBrake,
  'plasma-table': plasmaTable,
};

export { workshop };

// @ts-check
import { studio } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { glow, sparks } from '../draw/effects.js';
import { beacon, discX, operatorConsole, sourceCabinet } from '../draw/machineParts.js';
import { nest } from '../draw/nest.js';
import { worker } from '../draw/people.js';
import { framed, view } from '../draw/space.js';
import { alpha, inked, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/space.js').View} View */

/**
 * The table of a flat-bed laser: slats and a sheet with parts cut up to `cutTo`.
 * @param {Seed} s @param {View} v @param {number} length @param {number} y table height
 * @param {number} cutTo @param {number} [thickness]
 */
export function laserTable(s, v, length, y, cutTo, thickness = 4) {
  const slats = [];
  for (let u = 40; u < length - 20; u += 26)
    slats.push([
      [u, 24],
      [u, 296],
    ]);
  return (
    v.flat(20, y, 20, length - 40, 280, colors.steelDark) +
    v.top(y + 1, strokes(/** @type {[number, number][][]} */ (slats), colors.steel, 6)) +
    v.box(60, y + 4, 40, length * 0.72, thickness, 230, tones.sheet) +
    v.top(
      y + 4 + thickness,
      nest(s, 75, 55, Math.max(60, cutTo - 75), 200, {
        part: '#dde4ec',
        hole: colors.steelDark,
        cols: Math.min(6, Math.max(1, Math.round((cutTo - 75) / 80))),
        rows: 3,
        skip: 0.15,
      }),
    )
  );
}

/**
 * A flat-bed fibre laser: bed with slats, a gantry across it, the cutting head, source cabinet
 * and operator console. Options make the heavy plate model, the bevel model, the long
 * large-format bed, or add a rotary axis for tube.
 * @param {Seed} s
 * @param {{ heavy?: boolean; bevel?: boolean; rotary?: boolean; length?: number; service?: boolean }} [model]
 *   `service`: the source cabinet open and a service engineer at work
 */
export function flatbedLaser(s, model = {}) {
  const { heavy = false, bevel = false, rotary = false, length = 760, service = false } = model;
  const k = 1040 / (length + 600);
  const v = view(40 + 220 * k, 650, k, 0.55, 0.45);
  const bedH = heavy ? 170 : 140;
  const gx = s.between(length * 0.42, length * 0.62);
  const hz = s.between(90, 200);
  const thickness = heavy ? 26 : 4;
  const [cx, cy] = v.at(gx + 102 - (bevel ? 60 : 0), bedH + 4 + thickness, hz + 22);
  const parts = [];
  const machine = [sourceCabinet(v, length + 50, 0, heavy ? 300 : 250)];
  if (heavy) machine.push(v.box(length + 50, 0, 330, 150, 300, 150, tones.white));
  machine.push(
    v.box(0, 0, 0, length, bedH, 320, tones.white),
    v.front(0, 0, 0, length, 28, colors.navy),
  );
  for (let u = 0; u < length; u += heavy ? 60 : 190) {
    machine.push(
      v.front(u, bedH - 26, 0, heavy ? 30 : 190, 12, heavy ? colors.star : colors.accent),
    );
  }
  machine.push(
    v.box(0, bedH, 298, length, 22, 22, tones.white),
    laserTable(s, v, length, bedH, gx - 20, thickness),
    v.box(gx - 15, bedH, 310, 110, 110, 34, tones.dark),
    v.box(gx, bedH + 30, -30, 80, heavy ? 100 : 70, 380, bevel ? tones.blue : tones.orange),
    v.box(gx + 80, bedH + 60, hz, 44, 150, 44, tones.white),
    v.front(gx + 80, bedH + 150, hz, 44, 12, colors.accent),
  );
  if (bevel) {
    machine.push(
      discX(v, gx + 124, bedH + 70, hz + 22, 30, colors.accent),
      `<path d="M${Math.round(cx + 62 * k)} ${Math.round(cy - 84 * k)}l${Math.round(-70 * k)} ${Math.round(78 * k)}l${Math.round(12 * k)} ${Math.round(10 * k)}l${Math.round(74 * k)} ${Math.round(-66 * k)}z" fill="${colors.white}"/>`,
    );
  } else {
    machine.push(v.box(gx + 92, bedH + 20 + thickness, hz + 12, 20, 40, 20, tones.steel));
  }
  machine.push(
    v.box(0, bedH, 0, length, 22, 22, tones.white),
    v.box(gx - 15, bedH - 30, -36, 110, 110, 36, tones.dark),
    beacon(v, length - 30, bedH + 22, 10),
  );
  if (heavy)
    machine.push(
      v.box(length * 0.1, 0, -150, 300, 30, 110, tones.sheet),
      v.box(length * 0.12, 30, -140, 240, 30, 90, tones.sheet),
    );
  if (rotary) {
    machine.push(
      v.box(-10, 40, -120, length * 0.85, 60, 70, tones.white),
      v.tube(60, 130, -85, length * 0.95, 26, {}),
      v.box(20, 40, -135, 70, 160, 100, tones.orange),
      discX(v, 90, 130, -85, 40, colors.steelDark),
    );
    machine.push(v.tube(90, 130, -85, length * 0.87, 26, {}));
  }
  machine.push(operatorConsole(v, -240 * (1 - k) - 90, -140));
  parts.push(inked(machine.join(''), 3));
  if (service) {
    const [dx, dy] = v.at(length + 70, 210, 150);
    parts.push(
      inked(
        v.front(length + 70, 60, 150, 110, 150, colors.ink) +
          v.front(length + 80, 80, 150, 40, 110, colors.accent) +
          v.front(length + 130, 80, 150, 30, 110, colors.blue) +
          `<path d="M${Math.round(dx)} ${Math.round(dy)}l${Math.round(-90 * k)} ${Math.round(40 * k)}v${Math.round(150 * k)}l${Math.round(90 * k)} ${Math.round(-20 * k)}z" fill="${colors.pale}"/>` +
          v.box(length + 20, 0, -120, 90, 50, 50, tones.orange),
        3,
      ),
      worker(...v.at(length - 30, 0, -60), 300 * k, {
        pose: 'hold',
        facing: 1,
        suit: colors.navyLight,
      }),
    );
  }
  if (length > 1000)
    parts.push(
      worker(...v.at(length * 0.3, 0, -90), 260 * k, { pose: 'point', hat: colors.accent }),
    );
  parts.push(
    glow(cx, cy, heavy ? 16 : 11),
    sparks(s, cx, cy + 4, {
      count: heavy ? 40 : 26,
      from: 10,
      to: 170,
      min: 30,
      max: heavy ? 190 : 130,
    }),
  );
  return studio(600) + framed(v, parts.join(''));
}

/**
 * The exchange-table laser: the cutting zone in a closed cabin with a window, and the two
 * shuttle tables stacked on the frame beside it, one loaded with a new sheet.
 * @param {Seed} s
 */
export function exchangeLaser(s) {
  const k = 0.66;
  const v = view(200, 640, k, 0.55, 0.45);
  const gx = s.between(180, 380);
  const cabin = [
    sourceCabinet(v, -200, 200, 240),
    v.box(0, 0, 0, 640, 330, 320, tones.white),
    v.front(0, 0, 0, 640, 30, colors.navy),
    v.front(40, 120, 0, 560, 170, colors.glass),
    v.front(gx + 40, 190, 0, 70, 60, colors.accent, alpha(0.55)),
    v.front(gx + 120, 150, 0, 40, 100, colors.white, alpha(0.55)),
    v.front(40, 120, 0, 560, 18, colors.steelDark, alpha(0.6)),
    v.front(0, 300, 0, 640, 14, colors.accent),
    v.side(640, `<rect x="30" y="-250" width="260" height="120" fill="${colors.ink}"/>`),
    v.box(640, 0, 0, 520, 120, 320, tones.white),
    v.front(640, 0, 0, 520, 30, colors.navy),
    v.box(660, 120, 10, 480, 16, 300, tones.steel),
    v.box(680, 136, 30, 440, 5, 260, tones.sheet),
    v.box(640, 180, 0, 30, 70, 320, tones.dark),
    v.box(660, 210, 10, 460, 14, 300, tones.steel),
    v.box(690, 224, 30, 400, 4, 250, tones.sheet),
    v.top(
      229,
      nest(s, 700, 45, 370, 210, {
        part: '#dde4ec',
        hole: colors.steelDark,
        cols: 5,
        rows: 3,
        skip: 0.3,
      }),
    ),
    v.box(1130, 120, -10, 30, 130, 30, tones.dark),
    beacon(v, 620, 330, 30),
    operatorConsole(v, -230, -120),
  ];
  return studio(600) + framed(v, inked(cabin.join(''), 3));
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const laserMachines = {
  'laser-flatbed': (s) => flatbedLaser(s),
  'laser-heavy': (s) => flatbedLaser(s, { heavy: true }),
  'laser-bevel': (s) => flatbedLaser(s, { bevel: true }),
  'laser-plate-tube': (s) => flatbedLaser(s, { rotary: true }),
  'laser-large': (s) => flatbedLaser(s, { length: 1500 }),
  'laser-exchange': exchangeLaser,
  'laser-service': (s) => flatbedLaser(s, { service: true }),
};

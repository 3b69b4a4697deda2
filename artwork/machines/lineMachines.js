// @ts-check
import { studio } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { glow, sparks } from '../draw/effects.js';
import {
  beacon,
  discZ,
  hBeam,
  operatorConsole,
  rollerConveyor,
  sourceCabinet,
} from '../draw/machineParts.js';
import { nest } from '../draw/nest.js';
import { framed, view } from '../draw/space.js';
import { alpha, circle, inked, strokes } from '../draw/svg.js';
import { stock } from './tubeMachines.js';

/** @typedef {import('../draw/random.js').Seed} Seed */

/**
 * The H-beam line: an infeed roller conveyor with a beam, the closed cutting cell with its
 * 3D head behind the window, and the outfeed conveyor with a cut piece.
 * @param {Seed} s
 */
export function beamLine(s) {
  const k = 0.58;
  const v = view(150, 640, k, 0.55, 0.42);
  const z = 130;
  const out = [
    sourceCabinet(v, 1050, 420, 260),
    rollerConveyor(v, -100, 40, 720, 180, 130),
    hBeam(v, -60, 130, z, 700, 180, 130),
    v.box(620, 0, 0, 420, 430, 300, tones.white),
    v.front(620, 0, 0, 420, 30, colors.navy),
    v.front(660, 150, 0, 340, 220, colors.glass),
    v.front(760, 240, 0, 60, 110, colors.white, alpha(0.7)),
    v.front(775, 200, 0, 30, 40, colors.steelLight, alpha(0.8)),
    v.front(620, 395, 0, 420, 14, colors.accent),
    v.side(1040, `<rect x="60" y="-330" width="200" height="230" fill="${colors.ink}"/>`),
    rollerConveyor(v, 1040, 40, 600, 180, 130),
    hBeam(v, 1040, 130, z, 260 + s.between(0, 200), 180, 130),
    beacon(v, 1000, 430, 40),
    operatorConsole(v, 420, -220),
  ];
  const [gx, gy] = v.at(790, 190, 0);
  return studio(590) + framed(v, inked(out.join(''), 3) + glow(gx, gy, 12));
}

/**
 * The coil-fed line: the coil on its decoiler, the strip running through the leveller into the
 * laser cabin, and cut parts on the outfeed table.
 * @param {Seed} s
 */
export function coilLine(s) {
  const k = 0.62;
  const v = view(120, 640, k, 0.55, 0.42);
  const R = 230;
  const [cx, cy] = v.at(150, 20 + R, 40);
  v.at(150 - R, 20 + 2 * R, 40); // the coil's outline, so the framing keeps it
  const [bx, by] = v.at(150, 20 + R, 300);
  const rings = [];
  for (let r = R - 25; r > 70; r -= 26)
    rings.push(circle(cx, cy, r * k, 'none', ` stroke="${colors.steel}" stroke-width="3"`));
  const leveller = [];
  for (let i = 0; i < 5; i += 1)
    leveller.push(
      discZ(v, 470 + i * 40, 150, 30, 14, colors.steelDark),
      discZ(v, 490 + i * 40, 185, 30, 14, colors.steelDark),
    );
  const out = [
    v.box(60, 0, 0, 180, 40, 340, tones.dark),
    v.box(120, 40, 130, 60, R - 30, 80, tones.dark),
    circle(bx, by, R * k, colors.steelDark),
    `<path d="M${Math.round(cx)} ${Math.round(cy - R * k)}L${Math.round(bx)} ${Math.round(by - R * k)}L${Math.round(bx + R * k)} ${Math.round(by)}L${Math.round(cx + R * k)} ${Math.round(cy)}z" fill="${colors.steel}"/>`,
    circle(cx, cy, R * k, tones.steel[1]),
    rings.join(''),
    circle(cx, cy, 60 * k, colors.ink),
    v.box(150, 160, 40, 260, 6, 240, tones.sheet),
    v.box(400, 0, 20, 260, 230, 260, tones.orange),
    v.front(430, 120, 20, 200, 90, colors.ink),
    leveller.join(''),
    v.box(660, 0, 0, 520, 330, 300, tones.white),
    v.front(660, 0, 0, 520, 30, colors.navy),
    v.front(690, 120, 0, 460, 170, colors.glass),
    v.front(820 + s.between(0, 200), 190, 0, 60, 90, colors.accent, alpha(0.55)),
    v.front(660, 300, 0, 520, 14, colors.accent),
    v.box(1180, 0, 10, 380, 150, 280, tones.white),
    v.box(1180, 150, 30, 340, 5, 240, tones.sheet),
    v.top(
      156,
      nest(s, 1190, 40, 320, 220, {
        part: '#dde4ec',
        hole: colors.steelDark,
        cols: 4,
        rows: 3,
        skip: 0.4,
      }),
    ),
    sourceCabinet(v, 760, 400, 240),
    beacon(v, 1150, 330, 30),
  ];
  return studio(590) + framed(v, inked(out.join(''), 3));
}

/**
 * The bundle feeder: a bundle of tubes on the loading platform in front, one tube lifted by the
 * separator, and the tube laser it feeds behind.
 * @param {Seed} s
 */
export function bundleFeeder(s) {
  const k = 0.62;
  const v = view(110, 690, k, 0.55, 0.42);
  const r = 30;
  const out = [
    v.box(0, 0, 400, 1300, 250, 200, tones.white),
    v.front(0, 0, 400, 1300, 30, colors.navy),
    v.front(0, 220, 400, 1300, 12, colors.accent),
    v.box(150, 250, 440, 80, 170, 120, tones.orange),
    v.box(850, 250, 440, 80, 170, 120, tones.orange),
    stock(v, -40, 330, 500, 1300, r, false),
    v.box(1000, 250, 420, 60, 260, 40, tones.dark),
    v.box(960, 470, 440, 140, 50, 140, tones.orange),
  ];
  for (let i = 0; i < 5; i += 1)
    out.push(v.box(80 + i * 270, 0, 0, 50, 160 - i * 2, 380, tones.dark));
  const bundle = [];
  const rows = s.int(2, 3);
  for (let row = 0; row < rows; row += 1) {
    for (let col = rows - row; col >= 0; col -= 1)
      bundle.push(
        stock(v, 20, 160 + r + row * 2 * r * 0.9, 60 + col * 2 * r + row * r, 1250, r, false),
      );
  }
  out.push(
    ...bundle.reverse(),
    v.box(60, 160, 320, 1300, 20, 40, tones.orange),
    stock(v, 40, 300, 330, 1250, r, false),
  );
  for (let i = 0; i < 5; i += 1)
    out.push(v.box(100 + i * 270, 160, 300, 20, 160, 20, tones.orange));
  out.push(operatorConsole(v, 1380, 100));
  return studio(600) + framed(v, inked(out.join(''), 3));
}

/**
 * The sheet loading tower: a rack of sheet stacks on shelves, the loading bridge with its suction
 * frame lifting a sheet, and the laser cabin with its exchange table.
 * @param {Seed} s
 */
export function sheetTower(s) {
  const k = 0.6;
  const v = view(140, 700, k, 0.55, 0.42);
  const out = [v.box(0, 0, 0, 380, 900, 340, tones.blue)];
  for (let i = 0; i < 6; i += 1) {
    const y = 40 + i * 140;
    out.push(v.front(20, y, 0, 340, 14, colors.steelDark));
    for (let j = 0; j < s.int(2, 6); j += 1)
      out.push(v.front(30, y + 14 + j * 12, 0, 320, 10, j % 2 ? colors.steelLight : colors.steel));
  }
  out.push(
    v.box(0, 900, 0, 1500, 60, 40, tones.orange),
    v.box(0, 900, 300, 1500, 60, 40, tones.orange),
    v.box(1460, 0, 0, 40, 900, 40, tones.dark),
    v.box(380, 0, 20, 460, 120, 300, tones.white),
    v.box(400, 120, 40, 420, 30, 260, tones.sheet),
    v.box(840, 0, 0, 620, 340, 340, tones.white),
    v.front(840, 0, 0, 620, 30, colors.navy),
    v.front(870, 130, 0, 560, 170, colors.glass),
    v.front(840, 310, 0, 620, 14, colors.accent),
  );
  const lift = s.between(230, 420);
  out.push(
    v.box(560 + s.between(-60, 60), lift + 40, 20, 100, 620 - lift, 60, tones.dark),
    v.box(420, lift, 40, 400, 30, 260, tones.orange),
    v.box(430, lift - 10, 50, 380, 6, 240, tones.sheet),
  );
  const cups = [];
  for (let i = 0; i < 6; i += 1) {
    const [a, b] = v.at(450 + i * 62, lift, 40);
    cups.push([
      [a, b],
      [a, b + 14],
    ]);
  }
  out.push(
    strokes(/** @type {[number, number][][]} */ (cups), colors.ink, 8),
    operatorConsole(v, 1520, -40),
  );
  return studio(640) + framed(v, inked(out.join(''), 3), { top: 60 });
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const lineMachines = {
  'beam-line': beamLine,
  'coil-line': coilLine,
  'tube-bundle-feeder': bundleFeeder,
  'sheet-loader-tower': sheetTower,
};

export { glow, sparks };

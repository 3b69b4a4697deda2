// @ts-check
import { workshop } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { glow, sparks } from '../draw/effects.js';
import { hBeam } from '../draw/machineParts.js';
import { handOf, worker } from '../draw/people.js';
import { members } from '../draw/sceneParts.js';
import { shadow, view } from '../draw/space.js';
import { alpha, circle, inked, poly, rect, strokes } from '../draw/svg.js';
import { cylinder } from '../machines/weldingSets.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/svg.js').Point} Point */

/** An arc at work: glare and sparks. */
/** @param {Seed} s @param {number} x @param {number} y @param {number} [size] */
const arc = (s, x, y, size = 1) =>
  glow(x, y, 16 * size, colors.plasma) +
  sparks(s, x, y, {
    count: Math.round(30 * size),
    from: 180,
    to: 360,
    min: 30 * size,
    max: 150 * size,
  });

/** A trestle under work. */
/** @param {import('../draw/space.js').View} v @param {number} x @param {number} z @param {number} h */
const trestle = (v, x, z, h) =>
  v.box(x, 0, z, 30, h, 30, tones.dark) + v.box(x - 30, h, z - 20, 90, 20, 70, tones.dark);

/**
 * Welders at work in the workshop: a frame on trestles, two welders under their arcs, welding
 * screens and a set with its gas cylinder.
 * @param {Seed} s
 */
export function welders(s) {
  const v = view(100, 820, 0.85, 0.5, 0.3);
  const out = [workshop(s, 580, { dim: s.chance(0.5) })];
  out.push(
    rect(860, 300, 340, 330, colors.accent, alpha(0.45)),
    strokes(
      [
        [
          [860, 300],
          [860, 640],
        ],
        [
          [1200, 300],
          [860, 300],
        ],
      ],
      colors.steelDark,
      8,
    ),
  );
  out.push(
    inked(
      trestle(v, 120, 60, 220) +
        trestle(v, 820, 60, 220) +
        hBeam(v, 0, 240, 100, 1000, 90, 70, tones.steel) +
        hBeam(v, 0, 240, 330, 1000, 90, 70, tones.steel),
      3,
    ),
  );
  out.push(
    members(
      [
        [v.at(300, 330, 100), v.at(300, 330, 330)],
        [v.at(650, 330, 100), v.at(650, 330, 330)],
      ],
      12,
      colors.steel,
    ),
  );
  const w1 = v.at(300, 0, -60);
  const w2 = v.at(720, 0, -40);
  const h1 = handOf(w1[0], w1[1], 330, 'hold');
  const h2 = handOf(w2[0], w2[1], 280, 'kneel');
  out.push(
    cylinder(...v.at(1050, 0, 200), 480, colors.accent),
    worker(w1[0], w1[1], 330, { pose: 'hold', mask: true, suit: colors.navyLight }),
    worker(w2[0], w2[1], 280, { pose: 'kneel', mask: true }),
    arc(s, h1[0] + 26, h1[1] - 16),
    arc(s, h2[0] + 20, h2[1] - 10),
  );
  return out.join('');
}

/**
 * A welder joining a beam to its end plate: the beam on trestles, the plate, the arc.
 * @param {Seed} s
 */
export function weldBeam(s) {
  const v = view(20, 760, 1, 0.5, 0.3);
  const out = [workshop(s, 560, { dim: true })];
  out.push(
    inked(
      trestle(v, 120, 60, 200) +
        trestle(v, 560, 60, 200) +
        hBeam(v, 0, 220, 130, 780, 240, 180, tones.steel) +
        v.box(780, 180, 20, 30, 320, 220, tones.galv),
      3,
    ),
  );
  const [jx, jy] = v.at(780, 330, 40);
  const wx = jx + 190;
  out.push(
    worker(wx, 840, 400, { pose: 'hold', facing: -1, mask: true, suit: colors.navyLight }),
    arc(s, jx + 8, jy, 1.4),
  );
  return out.join('');
}

/**
 * A welder on a mobile platform strengthening an existing column with new plates.
 * @param {Seed} s
 */
export function columnRepair(s) {
  const cx = s.between(380, 560);
  const out = [workshop(s, 700)];
  out.push(
    inked(
      rect(cx - 70, 0, 140, 720, colors.steel) +
        rect(cx - 90, 0, 20, 720, colors.steelDark) +
        rect(cx + 70, 0, 20, 720, colors.steelDark) +
        rect(cx - 60, 180, 120, 300, colors.accent, alpha(0.9)),
      3,
    ),
    inked(
      rect(cx + 110, 520, 380, 30, colors.star) +
        rect(cx + 120, 550, 20, 170, colors.steelDark) +
        rect(cx + 460, 550, 20, 170, colors.steelDark) +
        rect(cx + 110, 720, 380, 40, colors.steelDark),
      3,
    ),
    strokes(
      [
        [
          [cx + 110, 440],
          [cx + 490, 440],
        ],
      ],
      colors.star,
      8,
    ),
    worker(cx + 240, 520, 330, { pose: 'hold', facing: -1, mask: true }),
    arc(s, cx + 62, 300),
  );
  return out.join('');
}

/**
 * A frame clamped on the assembly jig: the jig table with its stops, clamps on the corners, a
 * fitter measuring across.
 * @param {Seed} s
 */
export function assemblyJig(s) {
  const v = view(90, 800, 0.9, 0.45, 0.55);
  const out = [workshop(s, 420)];
  const jig = [];
  for (let z = 0; z <= 600; z += 150) jig.push(v.box(0, 0, z, 1000, 120, 30, tones.dark));
  const frame = [];
  const w = s.between(760, 880);
  frame.push(
    v.box(60, 120, 60, w, 40, 40, tones.steel),
    v.box(60, 120, 520, w, 40, 40, tones.steel),
    v.box(60, 120, 100, 40, 40, 420, tones.steel),
    v.box(w + 20, 120, 100, 40, 40, 420, tones.steel),
    v.box(w / 2 + 40, 120, 100, 40, 40, 420, tones.steel),
  );
  const clamps = [];
  for (const [x, z] of [
    [40, 40],
    [w, 40],
    [40, 540],
    [w, 540],
  ])
    clamps.push(v.box(x ?? 0, 120, z ?? 0, 60, 70, 60, tones.orange));
  out.push(inked(jig.join('') + frame.join('') + clamps.join(''), 3));
  out.push(
    worker(...v.at(w / 2, 0, -140), 300, { pose: 'hold' }),
    strokes([[v.at(100, 161, 300), v.at(w, 161, 300)]], colors.star, 5),
  );
  return out.join('');
}

/**
 * Blasted and primed parts stacked in front of the paint booth, a painter with the spray gun.
 * @param {Seed} s
 */
export function paintShop(s) {
  const v = view(80, 820, 0.85, 0.5, 0.32);
  const out = [workshop(s, 560)];
  out.push(
    inked(
      v.box(200, 0, 600, 900, 560, 80, tones.white) +
        v.front(260, 40, 600, 780, 460, colors.ink) +
        v.front(300, 80, 600, 700, 380, '#33415a'),
      3,
    ),
  );
  for (let i = 0; i < 6; i += 1)
    out.push(
      strokes([[v.at(320 + i * 110, 90, 600), v.at(320 + i * 110, 440, 600)]], '#4a5b72', 10),
    );
  const primer = ['#8f9fb3', '#a3b1c2', '#7d8da2'];
  const beams = [];
  for (let layer = 0; layer < s.int(2, 4); layer += 1) {
    for (let i = 0; i < 3; i += 1)
      beams.push(
        hBeam(
          v,
          40 + layer * 12,
          layer * 62,
          60 + i * 130,
          820,
          60,
          90,
          /** @type {[string, string, string]} */ (primer),
        ),
      );
  }
  out.push(inked(beams.join(''), 2));
  const [px, py] = v.at(1000, 0, 200);
  out.push(
    worker(px, py, 320, { pose: 'hold', facing: -1, suit: colors.white, hat: colors.steelLight }),
    circle(px - 120, py - 190, 40, colors.white, alpha(0.5)),
  );
  return out.join('');
}

/**
 * The inspector at the control bench: a finished bracket, the calliper at its edge, a gauge,
 * the tablet with the record.
 * @param {Seed} s
 */
export function inspection(s) {
  const v = view(120, 800, 0.95, 0.5, 0.35);
  const out = [workshop(s, 560)];
  out.push(
    inked(
      v.box(0, 0, 0, 800, 320, 380, tones.steel) +
        v.box(-20, 320, -20, 840, 24, 420, tones.dark) +
        v.box(150, 344, 80, 320, 40, 220, tones.galv) +
        v.box(150, 384, 80, 40, 180, 220, tones.galv) +
        v.box(560, 344, 120, 140, 14, 180, tones.navy),
      3,
    ),
  );
  const [cx, cy] = v.at(330, 400, 60);
  out.push(
    inked(
      rect(cx - 10, cy - 120, 18, 160, colors.steelLight) +
        rect(cx - 40, cy - 120, 90, 18, colors.steelLight) +
        rect(cx - 40, cy - 60, 90, 18, colors.steelLight) +
        circle(cx + 50, cy - 90, 16, colors.accent),
      2,
    ),
  );
  const [wx, wy] = v.at(560, 0, -120);
  out.push(
    worker(wx + s.between(0, 80), wy, 380, { pose: 'hold', facing: -1, hat: colors.white }),
    rect(...v.at(600, 360, 140), 110, 60, '#6fa0cc'),
  );
  return out.join('');
}

/**
 * A machining centre opened for service: the enclosure with its side panel off, the motors,
 * screws and cables inside, the panel leaning by it and the engineer with a laptop.
 * @param {Seed} s
 */
export function machineService(s) {
  const v = view(140, 800, 0.8, 0.5, 0.32);
  const out = [workshop(s, 560), shadow(560, 820, 480, 60)];
  out.push(
    inked(
      v.box(0, 0, 0, 700, 620, 480, tones.white) +
        v.front(60, 160, 0, 340, 380, colors.glass) +
        v.front(0, 580, 0, 700, 16, colors.accent) +
        v.box(440, 0, -60, 200, 560, 60, tones.navy) +
        v.front(460, 360, -60, 160, 120, '#6fa0cc') +
        v.side(
          700,
          rect(40, -560, 400, 480, colors.ink) +
            circle(140, -460, 50, colors.steel) +
            circle(320, -300, 40, colors.accent) +
            rect(60, -250, 360, 20, colors.steelLight) +
            rect(100, -400, 20, 300, colors.steel),
        ),
      3,
    ),
    `<path d="M${Math.round(v.at(700, 500, 80)[0])} ${Math.round(v.at(700, 500, 80)[1])}c60 80-40 160 20 260" fill="none" stroke="${colors.accent}" stroke-width="6"/>`,
    inked(
      poly(
        [v.at(880, 0, 60), v.at(900, 0, 400), v.at(960, 480, 400), v.at(940, 480, 60)],
        colors.pale,
      ),
      3,
    ),
    worker(...v.at(800, 0, -120), 330, { pose: 'hold', facing: -1, suit: colors.navyLight }),
  );
  const [lx, ly] = handOf(...v.at(800, 0, -120), 330, 'hold', -1);
  out.push(
    inked(
      rect(lx - 60, ly - 40, 80, 50, colors.navy) + rect(lx - 56, ly - 36, 72, 40, '#6fa0cc'),
      2,
    ),
  );
  return out.join('');
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const workshopScenes = {
  workshop: welders,
  'weld-beam': weldBeam,
  'column-repair': columnRepair,
  'assembly-jig': assemblyJig,
  'paint-shop': paintShop,
  inspection,
  'machine-service': machineService,
};

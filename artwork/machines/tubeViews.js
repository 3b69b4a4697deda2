// @ts-check
import { studio, workshop } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { glow, sparks } from '../draw/effects.js';
import { hBeam, hBeamAlongZ, rollerConveyor } from '../draw/machineParts.js';
import { shadow, view } from '../draw/space.js';
import { alpha, circle, group, inked, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/svg.js').Point} Point */

/** How far each chuck shrinks with distance, by the number of chucks. */
const chuckScales = { 1: [1], 2: [1, 0.58], 3: [1, 0.68, 0.46], 4: [1, 0.74, 0.54, 0.4] };

/**
 * Chucks clamping a tube, seen along the tube: every chuck of the machine is in the picture,
 * nearest first, so they can be counted.
 * @param {Seed} s @param {1 | 2 | 3 | 4} count @param {{ square?: boolean; tube?: number }} [options]
 */
export function chucksAlongTube(s, count, { square = false, tube = 70 } = {}) {
  const near = /** @type {Point} */ ([s.between(300, 360), 540]);
  const far = /** @type {Point} */ ([count === 1 ? 1000 : 1000, 290]);
  const scales = chuckScales[count];
  const R = 230;
  const centres = scales.map((f, i) => {
    const t = count === 1 ? 0 : i / (count - 1);
    return { x: near[0] + (far[0] - near[0]) * t, y: near[1] + (far[1] - near[1]) * t, f };
  });
  const dir = [far[0] - near[0], far[1] - near[1]];
  const len = Math.hypot(dir[0] ?? 0, dir[1] ?? 0);
  const nx = -(dir[1] ?? 0) / len;
  const ny = (dir[0] ?? 0) / len;
  const out = [workshop(s, 700, { dim: true })];
  out.push(
    poly(
      [
        [0, 900],
        [0, 800],
        [far[0] + 200, far[1] + 140],
        [far[0] + 360, far[1] + 150],
        [900, 900],
      ],
      colors.navy,
    ),
  );
  const last = centres[centres.length - 1] ?? centres[0];
  if (last)
    out.push(
      inked(
        poly(
          [
            [last.x + nx * tube * last.f, last.y + ny * tube * last.f],
            [1300, 230],
            [1300, 330],
            [last.x - nx * tube * last.f, last.y - ny * tube * last.f],
          ],
          tones.galv[0],
        ),
        3,
      ),
    );
  for (let i = centres.length - 1; i >= 0; i -= 1) {
    const c = centres[i];
    if (!c) continue;
    const h = R * c.f;
    const r = tube * c.f;
    const jaws = [0, 90, 180, 270].map((a) =>
      group(
        `transform="rotate(${a + (square ? 0 : 45)} ${Math.round(c.x)} ${Math.round(c.y)})"`,
        rect(c.x - r * 0.45, c.y - r - h * 0.3, r * 0.9, h * 0.3, colors.steelLight),
      ),
    );
    out.push(
      inked(
        rect(c.x - h + 30 * c.f, c.y - h - 24 * c.f, 2 * h, 2 * h, colors.accentDark) +
          `<rect x="${Math.round(c.x - h)}" y="${Math.round(c.y - h)}" width="${Math.round(2 * h)}" height="${Math.round(2 * h)}" rx="${Math.round(h * 0.2)}" fill="${colors.accent}"/>` +
          circle(c.x, c.y, h * 0.82, colors.steelDark) +
          circle(c.x, c.y, h * 0.72, colors.ink) +
          jaws.join('') +
          (square
            ? rect(c.x - r, c.y - r, 2 * r, 2 * r, tones.galv[1]) +
              rect(c.x - r * 0.75, c.y - r * 0.75, r * 1.5, r * 1.5, '#1b2536')
            : circle(c.x, c.y, r, tones.galv[1]) + circle(c.x, c.y, r * 0.78, '#1b2536')),
        3,
      ),
    );
    const next = centres[i - 1];
    if (next) {
      const r2 = tube * next.f;
      out.push(
        inked(
          poly(
            [
              [c.x + nx * r, c.y + ny * r],
              [next.x + nx * r2, next.y + ny * r2],
              [next.x - nx * r2, next.y - ny * r2],
              [c.x - nx * r, c.y - ny * r],
            ],
            tones.galv[0],
          ),
          3,
        ),
      );
    }
  }
  return out.join('');
}

/**
 * The loading rack seen from the end: a bundle of tubes in the V cradle, the separator lifting one
 * tube onto the chain that carries it to the machine.
 * @param {Seed} s @param {{ r?: number; square?: boolean }} [options]
 */
export function tubeLoader(s, { r = 36, square = false } = {}) {
  const out = [workshop(s, 720)];
  const cx = s.between(380, 480);
  const base = 660;
  out.push(
    inked(
      poly(
        [
          [cx - 300, base - 330],
          [cx, base],
          [cx + 300, base - 330],
          [cx + 330, base - 310],
          [cx, base + 40],
          [cx - 330, base - 310],
        ],
        colors.steelDark,
      ) +
        rect(cx - 30, base + 20, 60, 180, colors.steelDark) +
        rect(cx - 260, base + 160, 520, 40, colors.navy),
      3,
    ),
  );
  const pack = [];
  const d = 2 * r + 4;
  for (let row = 0; row < (r > 45 ? 6 : 9); row += 1) {
    const y = base - r - 6 - row * d * 0.87;
    const half = (row + 1) * d * 0.58 - d / 2;
    for (let x = cx - half; x <= cx + half + 1; x += d) {
      if (row > 5 && Math.abs(x - cx) > (9 - row) * d) continue;
      pack.push(
        square
          ? rect(x - r, y - r, 2 * r, 2 * r, tones.galv[1]) +
              rect(x - r * 0.7, y - r * 0.7, r * 1.4, r * 1.4, colors.ink)
          : circle(x, y, r, tones.galv[1]) + circle(x, y, r * 0.72, colors.ink),
      );
    }
  }
  out.push(inked(pack.join(''), 2));
  /** @type {Point} */
  const lift = [cx + 380, base - 420];
  out.push(
    inked(
      poly(
        [
          [cx + 250, base - 300],
          [lift[0] - 20, lift[1] + 20],
          [lift[0] + 10, lift[1] + 50],
          [cx + 270, base - 260],
        ],
        colors.accent,
      ) +
        rect(lift[0] - 40, lift[1] + 30, 540, 30, colors.accent) +
        rect(lift[0] + 150, lift[1] + 60, 40, 420, colors.steelDark) +
        rect(lift[0] + 420, lift[1] + 60, 40, 420, colors.steelDark),
      3,
    ),
    inked(
      square
        ? rect(lift[0] - r, lift[1] - r, 2 * r, 2 * r, tones.galv[1])
        : circle(lift[0], lift[1], r, tones.galv[1]) +
            circle(lift[0], lift[1], r * 0.72, colors.ink),
      2,
    ),
    inked(
      rect(980, 250, 240, 440, colors.white) +
        `<rect x="1000" y="300" width="200" height="200" rx="30" fill="${colors.accent}"/>` +
        circle(1100, 400, 70, colors.ink),
      3,
    ),
  );
  return out.join('');
}

/**
 * The sheet loader at work: the suction frame lifting the top sheet off the stack, its cups and
 * hoses, the stack on its pallet and the exchange table waiting behind.
 * @param {Seed} s
 */
export function sheetLoader(s) {
  const v = view(140, 760, 0.85, 0.5, 0.42);
  const lift = s.between(300, 420);
  const stack = [];
  const count = s.int(12, 20);
  for (let i = 0; i < count; i += 1)
    stack.push(v.box(20, 60 + i * 10, 20, 800, 10, 460, i % 2 ? tones.sheet : tones.galv));
  const cups = [];
  const hoses = [];
  for (let i = 0; i < 6; i += 1) {
    for (let j = 0; j < 2; j += 1) {
      const [a, b] = v.at(90 + i * 130, lift + 30, 120 + j * 240);
      cups.push(circle(a, b, 14, colors.ink));
      hoses.push([
        [a, b - 40],
        [a + 10, b - 90],
      ]);
    }
  }
  const out = [
    studio(520),
    shadow(600, 780, 560, 90),
    inked(
      v.box(900, 0, 0, 300, 200, 500, tones.white) +
        v.box(-40, 0, 0, 40, 900, 40, tones.dark) +
        v.box(-40, 0, 460, 40, 900, 40, tones.dark) +
        v.box(0, 0, 0, 840, 60, 500, tones.dark) +
        stack.join('') +
        v.box(30, lift, 30, 780, 8, 440, tones.galv) +
        strokes(/** @type {[number, number][][]} */ (hoses), colors.ink, 5) +
        cups.join('') +
        v.box(60, lift + 40, 110, 700, 40, 40, tones.orange) +
        v.box(60, lift + 40, 350, 700, 40, 40, tones.orange) +
        v.box(380, lift + 80, 100, 60, 560 - lift, 320, tones.orange) +
        v.box(-80, 900, 0, 1400, 70, 60, tones.navy),
      3,
    ),
  ];
  return out.join('');
}

/**
 * The infeed of the beam line: an H-beam on rollers running into the machine's opening.
 * @param {Seed} s
 */
export function beamInfeed(s) {
  const v = view(330, 860, 0.95, 0.48, 0.36);
  const rollers = [];
  for (let z = 0; z < 900; z += 110) rollers.push(v.box(-80, 60, z, 400, 26, 26, tones.galv));
  return (
    workshop(s, 640) +
    inked(
      v.box(-340, 0, 900, 1200, 700, 60, tones.white) +
        v.front(-340, 0, 900, 1200, 60, colors.navy) +
        v.front(-40, 80, 900, 320, 380, colors.accent) +
        v.front(-20, 100, 900, 280, 340, colors.ink) +
        v.front(-340, 660, 900, 1200, 20, colors.accent) +
        v.box(-120, 0, 0, 30, 60, 900, tones.dark) +
        v.box(300, 0, 0, 30, 60, 900, tones.dark) +
        rollers.join('') +
        hBeamAlongZ(v, 120, 86, -60 - s.between(0, 80), 1000, 300, 230, tones.galv),
      3,
    )
  );
}

/**
 * The outfeed conveyor: a cut beam on the rollers, the measuring wheel pressed to its flange.
 * @param {Seed} s
 */
export function beamConveyor(s) {
  const v = view(60, 700, 0.8, 0.5, 0.4);
  const wheel = v.at(700, 200, -10);
  return (
    workshop(s, 620) +
    shadow(640, 730, 600, 80) +
    inked(
      v.box(-200, 0, 40, 420, 520, 340, tones.white) +
        v.front(-200, 0, 40, 420, 40, colors.navy) +
        rollerConveyor(v, 220, 40, 1200, 300, 140) +
        hBeam(v, 120, 140, 190, 500 + s.between(0, 400), 220, 160, tones.galv) +
        v.box(660, 0, -120, 80, 320, 80, tones.orange) +
        v.box(640, 320, -140, 120, 60, 100, tones.dark),
      3,
    ) +
    inked(
      circle(wheel[0], wheel[1], 46, colors.steelDark) +
        circle(wheel[0], wheel[1], 16, colors.steelLight),
      3,
    ) +
    rect(0, 0, 1, 1, 'none', alpha(0))
  );
}

/**
 * The robot cell: a six-axis robot with the laser head working on a part on the positioner,
 * the safety fence behind.
 * @param {Seed} s
 */
export function robotCell(s) {
  const out = [workshop(s, 660)];
  const fence = [];
  for (let x = 40; x < 1200; x += 38)
    fence.push([
      [x, 200],
      [x, 640],
    ]);
  for (let y = 200; y < 640; y += 38)
    fence.push([
      [0, y],
      [1200, y],
    ]);
  out.push(
    rect(0, 190, 1200, 460, colors.steelLight, alpha(0.35)),
    strokes(/** @type {[number, number][][]} */ (fence), colors.star, 3, alpha(0.7)),
  );
  const bx = s.between(300, 400);
  /** @type {Point} */
  const shoulder = [bx + 20, 520];
  /** @type {Point} */
  const elbow = [bx + 90, 250];
  /** @type {Point} */
  const wrist = [bx + 420, 300];
  /** @type {Point} */
  const tip = [bx + 470, 460];
  out.push(
    inked(
      rect(bx - 110, 640, 220, 70, colors.steelDark) +
        rect(bx - 80, 560, 160, 90, colors.accent) +
        strokes([[shoulder, elbow]], colors.accent, 90, ' stroke-linecap="round"') +
        strokes([[elbow, wrist]], colors.accent, 64, ' stroke-linecap="round"') +
        circle(shoulder[0], shoulder[1], 52, colors.accentDark) +
        circle(elbow[0], elbow[1], 42, colors.accentDark) +
        circle(wrist[0], wrist[1], 34, colors.steelDark) +
        poly(
          [
            [wrist[0] - 20, wrist[1] + 20],
            [wrist[0] + 20, wrist[1] + 10],
            [tip[0] + 8, tip[1]],
            [tip[0] - 8, tip[1] + 4],
          ],
          colors.white,
        ) +
        rect(tip[0] - 260, 500, 420, 120, colors.galv) +
        rect(tip[0] - 300, 620, 500, 30, colors.steelDark) +
        rect(tip[0] - 40, 650, 80, 70, colors.steelDark),
      4,
    ),
    strokes([[shoulder, elbow]], colors.accentLight, 20, alpha(0.7)),
    glow(tip[0], tip[1] + 40, 14),
    sparks(s, tip[0], tip[1] + 40, { count: 30, from: 200, to: 340, min: 30, max: 140 }),
  );
  return out.join('');
}

/**
 * A laser weld seam along the corner of a formed part: a narrow bright bead with its heat tint.
 * @param {Seed} s
 */
export function weldSeamPart(s) {
  const v = view(120, 820, 1, 0.55, 0.5);
  const along = s.between(480, 760);
  const y = 60;
  const z = 330;
  /** @type {Point[]} */
  const seam = [v.at(0, y, z), v.at(along, y, z)];
  /** @type {Point[][]} */
  const ripples = [];
  for (let u = 10; u < along; u += 22) {
    const [a, b] = v.at(u, y, z);
    ripples.push([
      [a - 6, b - 7],
      [a + 6, b],
      [a - 6, b + 7],
    ]);
  }
  const [ex, ey] = v.at(along, y, z);
  return (
    `<defs><radialGradient id="d" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="#2a3e60"/><stop offset="1" stop-color="#070d19"/></radialGradient></defs>` +
    rect(0, 0, 1200, 900, 'url(#d)') +
    inked(
      v.box(0, 0, z, 900, 360, 40, tones.galv) +
        v.box(0, 0, 0, 900, y, z, tones.galv) +
        v.box(0, 0, -40, 900, 120, 40, tones.galv),
      3,
    ) +
    strokes([seam], '#c9a46a', 34, ' stroke-linecap="round"') +
    strokes([seam], '#5d7fb0', 22, ' stroke-linecap="round"') +
    strokes([seam], '#f5f0e6', 12, ' stroke-linecap="round"') +
    strokes(ripples, '#b9b2a4', 2) +
    inked(
      poly(
        [
          [ex + 10, ey - 30],
          [ex + 40, ey - 34],
          [ex + 190, ey - 330],
          [ex + 130, ey - 350],
        ],
        '#d98a4b',
      ) +
        poly(
          [
            [ex + 130, ey - 350],
            [ex + 190, ey - 330],
            [ex + 260, ey - 470],
            [ex + 160, ey - 520],
          ],
          colors.white,
        ),
      3,
    ) +
    glow(ex, ey, 18) +
    sparks(s, ex, ey, { count: 14, from: 150, to: 330, min: 20, max: 80 })
  );
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const tubeViews = {
  'chucks-2': (s) => chucksAlongTube(s, 2),
  'chucks-3': (s) => chucksAlongTube(s, 3, { tube: 80 }),
  'chucks-4': (s) => chucksAlongTube(s, 4, { tube: 110 }),
  'chucks-square': (s) => chucksAlongTube(s, 2, { square: true }),
  'chuck-rotary': (s) => chucksAlongTube(s, 1, { tube: 60 }),
  'tube-loader': (s) => tubeLoader(s),
  'tube-loader-heavy': (s) => tubeLoader(s, { r: 58 }),
  'sheet-loader': sheetLoader,
  'beam-infeed': beamInfeed,
  'beam-conveyor': beamConveyor,
  'robot-cell': robotCell,
  'weld-seam-part': weldSeamPart,
};

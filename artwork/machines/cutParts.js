// @ts-check
import { colors, tones } from '../draw/colors.js';
import { hBeamAlongZ } from '../draw/machineParts.js';
import { nest } from '../draw/nest.js';
import { framed, prism, view } from '../draw/space.js';
import { alpha, circle, ellipse, gradient, inked, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/space.js').View} View */

/** A worktable or shop floor seen from above, filling the picture. */
/** @param {string} [top] @param {string} [bottom] */
const floor = (top = '#3d4b5f', bottom = '#56667c') =>
  gradient('f', [top, bottom]) + rect(0, 0, 1200, 900, 'url(#f)');

/**
 * A skeleton sheet on the slats with its nest of parts, some already lifted out and stacked.
 * @param {Seed} s @param {{ plasma?: boolean }} [options]
 */
export function sheetParts(s, { plasma = false } = {}) {
  const v = view(30, 860, 0.85, 0.4, 0.72);
  const slats = [];
  for (let u = 0; u < 1200; u += 40) slats.push([v.at(u, 0, -40), v.at(u, 0, 900)]);
  const thickness = plasma ? 20 : 6;
  const out = [
    floor(),
    strokes(/** @type {[number, number][][]} */ (slats), colors.steel, 10),
    inked(v.box(40, 0, 40, 900, thickness, 760, tones.sheet), 3),
    v.top(
      thickness + 1,
      nest(s, 70, 70, 840, 700, {
        part: plasma ? '#b7c3d0' : '#dde4ec',
        hole: colors.ink,
        cols: plasma ? 4 : 6,
        rows: plasma ? 4 : 5,
        skip: 0.25,
      }),
    ),
  ];
  const stack = [];
  for (let i = 0; i < s.int(3, 6); i += 1)
    stack.push(v.box(960, 10 + i * (thickness + 4), 120 + i * 6, 150, thickness, 150, tones.galv));
  out.push(inked(v.box(950, 0, 110, 180, 10, 180, tones.dark) + stack.join(''), 2));
  return out.join('');
}

/**
 * Thick plate with clean laser-cut edges: holes through the plate and a cut-out lying beside it.
 * The plate's thickness, its holes and the shape of the cut-out vary with the slot.
 * @param {Seed} s
 */
export function plateCut(s) {
  const v = view(110, 640, 1, 0.5, 0.5);
  const t = s.between(50, 90);
  const count = s.int(2, 4);
  const holes = [];
  for (let i = 0; i < count; i += 1) {
    const [hx, hy] = v.at(
      120 + ((i * 560) / Math.max(1, count - 1)) * 0.95,
      t,
      s.between(120, 300),
    );
    const r = s.between(40, 75);
    holes.push(
      ellipse(hx, hy, r, r * 0.6, colors.ink),
      ellipse(hx, hy - t * 0.12, r, r * 0.5, '#6b7b90'),
      ellipse(hx, hy - t * 0.22, r * 0.9, r * 0.36, colors.ink),
    );
  }
  const cutX = s.between(380, 560);
  const edge = [];
  for (let y = 6; y < t; y += 9) edge.push([v.at(40, y, 0), v.at(720, y, 0)]);
  /** @type {[number, number][]} */
  const shape = s
    .pick([
      [
        [0, 0],
        [300, 0],
        [300, t],
        [0, t],
      ],
      [
        [0, 0],
        [300, 0],
        [300, t],
        [120, t],
        [0, t * 0.6],
      ].map(([x = 0, y = 0]) => [x, y]),
      [
        [0, 0],
        [260, 0],
        [260, t],
        [0, t],
      ],
    ])
    .map(([x = 0, y = 0]) => [x + cutX, y]);
  const disc = s.chance(0.4);
  const [dx, dy] = v.at(cutX + 150, 0, -200);
  const cutOut = disc
    ? ellipse(dx, dy, 150, 75, tones.galv[2]) +
      rect(dx - 150, dy - t, 300, t, tones.galv[2]) +
      ellipse(dx, dy - t, 150, 75, tones.galv[1]) +
      ellipse(dx, dy - t, 50, 25, colors.ink)
    : prism(v, shape, -300, 200, tones.galv) + circle(...v.at(cutX + 150, t, -300), 36, colors.ink);
  v.at(cutX - 20, 0, -320);
  return (
    floor('#26395a', '#3d4b5f') +
    framed(
      v,
      inked(v.box(0, 0, 0, 760, t, 420, tones.sheet) + holes.join(''), 3) +
        strokes(/** @type {[number, number][][]} */ (edge), '#c9d3de', 2, alpha(0.6)) +
        inked(cutOut, 3),
      { top: 120, bottom: 800 },
    )
  );
}

/**
 * Two plates with bevelled edges, set up as a V joint ready for welding.
 * @param {Seed} s
 */
export function bevelEdges(s) {
  const v = view(140, 720, 0.9, 0.55, 0.45);
  const t = s.between(90, 130);
  const bevel = t * 0.8;
  const gap = 18;
  const a = [
    [0, 0],
    [420, 0],
    [420, t - bevel],
    [420 - bevel * 0.6, t],
    [0, t],
  ];
  const b = [
    [420 + gap, 0],
    [900, 0],
    [900, t],
    [420 + gap + bevel * 0.6, t],
    [420 + gap, t - bevel],
  ];
  return (
    floor('#26395a', '#3d4b5f') +
    inked(
      prism(v, /** @type {[number, number][]} */ (a), 0, 520, tones.galv) +
        prism(v, /** @type {[number, number][]} */ (b), 0, 520, tones.galv),
      3,
    ) +
    strokes(
      [[v.at(420 + gap / 2, t + 30, 0), v.at(420 + gap / 2, t + 30, 520)]],
      colors.accent,
      5,
      ' stroke-dasharray="18 12"',
    )
  );
}

/**
 * Cut tube parts on a pallet: holes, slots and shaped ends, in round or square tube, or heavy pipe.
 * @param {Seed} s @param {{ square?: boolean; heavy?: boolean }} [options]
 */
export function tubeParts(s, { square = false, heavy = false } = {}) {
  const v = view(70, 820, 0.95, 0.45, 0.6);
  const r = heavy ? 110 : square ? 58 : 52;
  const count = heavy ? 3 : 4;
  const out = [inked(v.box(-20, 0, -20, 1100, 20, count * (2 * r + 30) + 40, tones.dark), 2)];
  for (let i = count - 1; i >= 0; i -= 1) {
    const z = 20 + i * (2 * r + 30);
    const length = s.between(600, 950);
    const x = s.between(0, 1000 - length);
    const [sx, sy] = v.at(x, 20 + r, z);
    const k = v.k;
    const marks = [];
    for (let j = 0; j < s.int(1, 4); j += 1) {
      const hx = sx + s.between(0.15, 0.75) * length * k;
      marks.push(
        s.chance(0.5)
          ? ellipse(hx, sy - r * k * 0.2, r * k * 0.3, r * k * 0.35, colors.ink)
          : `<rect x="${Math.round(hx)}" y="${Math.round(sy - r * k * 0.4)}" width="${Math.round(r * k * 1.3)}" height="${Math.round(r * k * 0.5)}" rx="${Math.round(r * k * 0.25)}" fill="${colors.ink}"/>`,
      );
    }
    if (square) {
      out.push(
        inked(v.box(x, 20, z - r, length, 2 * r, 2 * r, tones.galv), 3),
        inked(
          v.side(x + length, rect(z - r * 0.75, -20 - r * 1.75, r * 1.5, r * 1.5, colors.ink)),
          2,
        ),
        ...marks,
      );
    } else {
      const ex = sx + length * k;
      out.push(
        inked(
          v.tube(x, 20 + r, z, length, r, {
            body: tones.galv[0],
            light: tones.galv[1],
            end: tones.galv[2],
          }),
          3,
        ),
        ...marks,
        `<path d="M${Math.round(ex - r * k * 0.2)} ${Math.round(sy - r * k)}q${Math.round(-r * k * 0.9)} ${Math.round(r * k)} 0 ${Math.round(2 * r * k)}" fill="none" stroke="${colors.ink}" stroke-width="4"/>`,
      );
    }
  }
  return floor() + framed(v, out.join(''), { top: 130, bottom: 800 });
}

/**
 * Beam ends after the line: the top flange coped back and bolt holes through the web.
 * @param {Seed} s
 */
export function beamParts(s) {
  const v = view(130, 840, 0.9, 0.38, 0.3);
  const out = [floor('#3d4b5f', '#6b7d95')];
  for (let i = 2; i >= 0; i -= 1) {
    const x = 120 + i * 330;
    const z = i * 60 + s.between(0, 60);
    const h = 300;
    const holes = [];
    for (let j = 0; j < 3; j += 1)
      for (let k = 0; k < 2; k += 1)
        holes.push(circle(z + 120 + k * 70, -(70 + j * 70), 16, colors.ink));
    out.push(
      inked(
        hBeamAlongZ(v, x, 0, z, 900, h, 220, tones.galv) +
          v.box(x - 111, h - 22, z, 222, 24, 110, [
            colors.steelDark,
            colors.steelDark,
            colors.steelDark,
          ]) +
          v.side(x + 10, holes.join('')),
        3,
      ),
    );
  }
  return out.join('');
}

/**
 * Flanges and brackets cut from thick plate, laid out on the table.
 * @param {Seed} s
 */
export function plateParts(s) {
  const v = view(120, 820, 0.85, 0.45, 0.7);
  const out = [floor()];
  for (let i = 0; i < 6; i += 1) {
    const x = 120 + (i % 3) * 380 + s.between(-30, 30);
    const z = 120 + Math.floor(i / 3) * 420 + s.between(-30, 30);
    const [cx, cy] = v.at(x, 0, z);
    const [tx, ty] = v.at(x, 30, z);
    if (i % 2 === 0) {
      const bolts = [];
      for (let b = 0; b < 8; b += 1) {
        const a = (b / 8) * Math.PI * 2;
        bolts.push(ellipse(tx + Math.cos(a) * 120, ty + Math.sin(a) * 78, 14, 10, colors.ink));
      }
      out.push(
        inked(
          ellipse(cx, cy, 160, 104, tones.galv[2]) +
            rect(cx - 160, ty, 320, cy - ty, tones.galv[2]) +
            ellipse(tx, ty, 160, 104, tones.galv[1]) +
            ellipse(tx, ty, 70, 46, colors.ink),
          3,
        ),
        ...bolts,
      );
    } else {
      out.push(
        inked(
          prism(
            v,
            [
              [x - 140, 0],
              [x + 140, 0],
              [x + 140, 30],
              [x - 140, 30],
            ],
            z - 120,
            240,
            tones.galv,
          ) +
            circle(...v.at(x - 60, 30, z), 22, colors.ink) +
            circle(...v.at(x + 60, 30, z), 22, colors.ink),
          3,
        ),
      );
    }
  }
  return out.join('');
}

/** A stack of sheared blanks on a pallet, with a second stack behind. */
/** @param {Seed} s */
export function blanks(s) {
  const v = view(90, 760, 0.85, 0.5, 0.45);
  const out = [floor('#aeb8c4', '#8594a8')];
  /** @type {[number, number, number][]} */
  const stacks = [
    [560, 360, s.int(6, 10)],
    [80, 40, s.int(9, 14)],
  ];
  const boxes = [];
  for (const [x, z, count] of stacks) {
    boxes.push(v.box(x, 0, z, 520, 40, 360, tones.dark));
    for (let i = 0; i < count; i += 1)
      boxes.push(
        v.box(
          x + 10 + s.between(-8, 8),
          40 + i * 16,
          z + 10 + s.between(-8, 8),
          500,
          16,
          340,
          tones.galv,
        ),
      );
  }
  return out.join('') + inked(boxes.join(''), 2);
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const cutParts = {
  'sheet-parts': (s) => sheetParts(s),
  'plate-cut': plateCut,
  'bevel-edges': bevelEdges,
  'tube-parts': (s) => tubeParts(s),
  'tube-parts-square': (s) => tubeParts(s, { square: true }),
  'pipe-parts': (s) => tubeParts(s, { heavy: true }),
  'beam-parts': beamParts,
  'plasma-parts': plateParts,
  blanks,
};

// @ts-check
import { light, sky } from '../draw/backdrops.js';
import { colors } from '../draw/colors.js';
import { perspective } from '../draw/perspective.js';
import {
  figure,
  floodlight,
  members,
  mobileCrane,
  sideOf,
  steelOf,
  tree,
} from '../draw/sceneParts.js';
import { view } from '../draw/space.js';
import { alpha, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/svg.js').Point} Point */

/**
 * @typedef {object} Hall
 * @property {number} [bays] frames in the row
 * @property {number} [installed] how many frames stand
 * @property {boolean} [truss] lattice trusses instead of rafters
 * @property {number} [pitch] roof rise at the ridge
 * @property {number} [roof] bays with roof sheets, from the far end
 * @property {number} [walls] bays with wall cladding, from the far end
 * @property {boolean} [finished] gable clad, doors and windows
 * @property {boolean} [crane] a mobile crane lifting the next frame
 * @property {boolean} [bracing] X bracing in the end bay
 * @property {boolean} [country] galvanised frame in open fields
 */

/**
 * A steel hall seen from outside: portal frames or trusses in a row, purlins, bracing, sheeting
 * as far as it has got, and the crane lifting the next frame.
 * @param {Seed} s @param {Hall} hall
 */
export function hallScene(s, hall) {
  const {
    bays = 7,
    truss = false,
    pitch = 110,
    roof = 0,
    walls = 0,
    finished = false,
    crane = false,
    bracing = true,
    country = false,
  } = hall;
  const installed = Math.min(bays, hall.installed ?? bays);
  const span = 640;
  const H = truss ? 330 : 360;
  const bay = s.between(170, 230);
  const k = 1000 / (span + bay * (bays - 1) * 0.62 + (crane ? 260 : 60));
  const v = view(s.between(60, 120), 800, Math.min(1, k), 0.62, 0.34);
  const steel = country ? colors.galv : steelOf(s);
  const panel = light[s.time].dark ? '#5d6f88' : '#c9d3de';
  const zOf = (/** @type {number} */ i) => i * bay;
  /** @param {number} z @returns {Point[][]} */
  const frameLines = (z) => {
    const L = v.at(0, 0, z);
    const R = v.at(span, 0, z);
    const lt = v.at(0, H, z);
    const rt = v.at(span, H, z);
    const apex = v.at(span / 2, H + pitch, z);
    const lines = [
      [L, lt],
      [R, rt],
      [lt, apex, rt],
    ];
    if (truss) {
      lines.push([lt, rt]);
      for (let j = 1; j < 6; j += 1) {
        const x = (span * j) / 6;
        const top = H + pitch * (1 - Math.abs(x - span / 2) / (span / 2));
        lines.push([
          v.at(x, H, z),
          v.at(x, top, z),
          v.at(x + (j < 3 ? -span / 6 : span / 6), H, z),
        ]);
      }
    }
    return /** @type {Point[][]} */ (lines);
  };
  /** @param {number} x @param {number} y0 @param {number} y1 @param {number} z0 @param {number} z1 */
  const wall = (x, y0, y1, z0, z1) =>
    poly(
      [v.at(x, y0, z0), v.at(x, y0, z1), v.at(x, y1, z1), v.at(x, y1, z0)],
      panel,
      ` stroke="${colors.ink}" stroke-width="2"`,
    );
  const out = [sky(s, 560, { city: !country }), rect(0, 560, 1200, 340, light[s.time].ground)];
  if (country) out.push(fields(s));
  // Erection starts at the near end: frames 0.., then roof and walls over the bays between them.
  const sheeted = Math.max(0, Math.min(roof, installed - 1));
  const clad = Math.max(0, Math.min(walls, installed - 1));
  for (let i = clad - 1; i >= 0; i -= 1) out.push(wall(0, 0, H, zOf(i), zOf(i + 1)));
  /** @param {number} i */
  const frame = (i) => {
    const z = zOf(i);
    if (i >= installed) {
      return (
        rect(...v.at(-20, 20, z), 40 * v.k, 20 * v.k, colors.concrete) +
        rect(...v.at(span - 20, 20, z), 40 * v.k, 20 * v.k, colors.concrete)
      );
    }
    const lines = frameLines(z);
    if (i + 1 < installed && i >= sheeted) {
      for (const f of [0, 0.33, 0.66, 1]) {
        const x = (span / 2) * f;
        lines.push(
          [v.at(x, H + pitch * f, z), v.at(x, H + pitch * f, zOf(i + 1))],
          [v.at(span - x, H + pitch * f, z), v.at(span - x, H + pitch * f, zOf(i + 1))],
        );
      }
      if (bracing && (i === 0 || i === installed - 2))
        lines.push(
          [v.at(span, 0, z), v.at(span, H, zOf(i + 1))],
          [v.at(span, H, z), v.at(span, 0, zOf(i + 1))],
        );
    }
    return members(lines, 9 * v.k + 2, steel);
  };
  for (let i = bays - 1; i >= 0; i -= 1) out.push(frame(i));
  for (const side of [0, span]) {
    for (let i = sheeted - 1; i >= 0; i -= 1) {
      const [z0, z1] = [zOf(i), zOf(i + 1)];
      out.push(
        poly(
          [
            v.at(side, H, z0),
            v.at(side, H, z1),
            v.at(span / 2, H + pitch, z1),
            v.at(span / 2, H + pitch, z0),
          ],
          side ? (light[s.time].dark ? '#4a5b72' : '#aebbc9') : panel,
          ` stroke="${colors.ink}" stroke-width="2"`,
        ),
      );
    }
  }
  for (let i = clad - 1; i >= 0; i -= 1) out.push(wall(span, 0, H, zOf(i), zOf(i + 1)));
  if (finished) {
    out.push(
      poly(
        [
          v.at(0, 0, 0),
          v.at(span, 0, 0),
          v.at(span, H, 0),
          v.at(span / 2, H + pitch, 0),
          v.at(0, H, 0),
        ],
        panel,
        ` stroke="${colors.ink}" stroke-width="3"`,
      ),
      rect(...v.at(span * 0.3, 230, 0), span * 0.4 * v.k, 230 * v.k, colors.steelDark),
      strokes(
        Array.from({ length: 8 }, (_, j) => [
          v.at(span * 0.3, 200 - j * 26, 0),
          v.at(span * 0.7, 200 - j * 26, 0),
        ]),
        colors.steel,
        3,
      ),
      rect(...v.at(40, H - 40, 0), (span - 80) * v.k, 40 * v.k, colors.glass),
    );
  }
  if (crane && installed < bays) {
    const z = zOf(installed);
    const lift = 90;
    const load = truss
      ? frameLines(z)
          .slice(2)
          .map((line) => line.map(([x, y]) => /** @type {Point} */ ([x, y - lift])))
      : [[v.at(0, H + lift, z), v.at(span / 2, H + pitch + lift, z), v.at(span, H + lift, z)]];
    const hook = /** @type {Point} */ (
      (([x, y]) => [x, y])(v.at(span / 2, H + pitch + lift + 10, z))
    );
    out.push(
      members(/** @type {Point[][]} */ (load), 9 * v.k + 2, colors.accent),
      mobileCrane(...v.at(span + 260, 0, z - 60), 300, hook, { drop: 180, facing: -1 }),
    );
  }
  for (let i = 0; i < s.int(1, 3); i += 1)
    out.push(figure(...v.at(s.between(-120, span + 100), 0, s.between(-160, -40)), 70));
  if (s.time === 'night') out.push(floodlight(...v.at(-180, 0, -100), 420, 600));
  return sideOf(s, out.join(''));
}

/** Strips of fields and a few trees on the horizon, for a farm site. */
/** @param {Seed} s */
function fields(s) {
  const dark = light[s.time].dark;
  const stripes = [];
  for (let i = 0; i < 5; i += 1) {
    const y = 560 + i * i * 14;
    stripes.push(
      poly(
        [
          [0, y],
          [1200, y - 10],
          [1200, y + 12 + i * 26],
          [0, y + 20 + i * 24],
        ],
        i % 2 ? (dark ? '#2d3b35' : '#8fa682') : dark ? '#3a3a30' : '#c9b27a',
        alpha(0.8),
      ),
    );
  }
  for (let i = 0; i < 6; i += 1)
    stripes.push(tree(s.between(0, 1200), 566, s.between(50, 90), dark ? '#24332d' : '#5f7f6a'));
  return stripes.join('');
}

/**
 * Inside a crane hall: columns with their corbels and runway beams, the overhead crane bridge with
 * its hoist and a load on the hook, and the roof trusses above.
 * @param {Seed} s
 */
export function craneRunway(s) {
  const p = perspective(s.between(520, 680), 380, 700);
  const far = 3600;
  /** @param {number} x0 @param {number} x1 @param {number} y0 @param {number} y1 @param {number} z @param {string} fill */
  const face = (x0, x1, y0, y1, z, fill) =>
    poly(
      [p.at(x0, y0, z), p.at(x1, y0, z), p.at(x1, y1, z), p.at(x0, y1, z)],
      fill,
      ` stroke="${colors.ink}" stroke-width="2"`,
    );
  /** @param {number} x @param {number} y0 @param {number} y1 @param {number} z0 @param {number} z1 @param {string} fill */
  const wall = (x, y0, y1, z0, z1, fill) =>
    poly(
      [p.at(x, y0, z0), p.at(x, y0, z1), p.at(x, y1, z1), p.at(x, y1, z0)],
      fill,
      ` stroke="${colors.ink}" stroke-width="2"`,
    );
  const out = [
    rect(0, 0, 1200, 900, '#dfe6ee'),
    poly(
      [p.at(-900, 900, 0), p.at(2100, 900, 0), p.at(2100, 900, far), p.at(-900, 900, far)],
      '#aeb8c4',
    ),
  ];
  out.push(
    face(-900, 2100, -400, 900, far, '#cfd8e3'),
    face(-300, 1500, 100, 300, far, colors.glass),
  );
  const trusses = [];
  for (let z = far; z >= 0; z -= 600) {
    trusses.push(
      [p.at(-460, -60, z), p.at(600, -320, z), p.at(1660, -60, z)],
      [p.at(-460, -60, z), p.at(1660, -60, z)],
    );
  }
  out.push(members(/** @type {Point[][]} */ (trusses), 4, colors.steel));
  for (let z = far; z >= 0; z -= 600) {
    for (const x of [-460, 1600]) {
      out.push(face(x, x + 60, -80, 900, z, colors.blue));
      out.push(face(x < 0 ? x + 60 : x - 80, x < 0 ? x + 140 : x, 200, 260, z, colors.blue));
    }
  }
  for (const x of [-360, 1540])
    out.push(
      wall(x, 150, 200, 0, far, colors.steelDark),
      wall(x + (x < 0 ? 30 : -30), 120, 150, 0, far, colors.steel),
    );
  const cz = s.between(900, 1800);
  const trolley = s.between(200, 900);
  const drop = s.between(420, 620);
  out.push(
    face(-380, 1580, 40, 140, cz, colors.accent),
    poly(
      [
        p.at(-380, 140, cz),
        p.at(1580, 140, cz),
        p.at(1580, 140, cz + 260),
        p.at(-380, 140, cz + 260),
      ],
      colors.accentDark,
      ` stroke="${colors.ink}" stroke-width="2"`,
    ),
    face(trolley, trolley + 220, -40, 40, cz + 40, colors.steelDark),
    strokes(
      [[p.at(trolley + 110, 40, cz + 40), p.at(trolley + 110, drop, cz + 40)]],
      colors.ink,
      3,
    ),
    face(trolley + 80, trolley + 140, drop, drop + 40, cz + 40, colors.star),
    face(trolley - 140, trolley + 360, drop + 60, drop + 110, cz + 40, colors.steel),
    figure(...p.at(s.between(200, 900), 900, 400), 150),
  );
  return out.join('');
}

/**
 * A steel frame of several storeys: columns, floor beams, decking on the lower floors, and the
 * tower crane that erects it.
 * @param {Seed} s @param {{ floors?: number; crane?: boolean }} [options]
 */
export function multiStorey(s, { floors = 5, crane = true } = {}) {
  const v = view(s.between(200, 300), 800, 0.82, 0.6, 0.34);
  const steel = steelOf(s);
  const storey = 110;
  const cols = 4;
  const rows = 3;
  const dx = 180;
  const dz = 200;
  const done = s.int(floors - 2, floors);
  const out = [sky(s, 600), rect(0, 600, 1200, 300, light[s.time].ground)];
  for (let f = 1; f <= floors; f += 1) {
    if (f < done - 1) {
      out.push(
        poly(
          [
            v.at(0, f * storey, 0),
            v.at(dx * (cols - 1), f * storey, 0),
            v.at(dx * (cols - 1), f * storey, dz * (rows - 1)),
            v.at(0, f * storey, dz * (rows - 1)),
          ],
          colors.concrete,
          alpha(0.9),
        ),
      );
    }
  }
  /** @type {Point[][]} */
  const lines = [];
  for (let r = rows - 1; r >= 0; r -= 1) {
    for (let c = 0; c < cols; c += 1) {
      const top = c === cols - 1 && r === 0 ? done - 1 : done;
      lines.push([v.at(c * dx, 0, r * dz), v.at(c * dx, top * storey, r * dz)]);
    }
  }
  for (let f = 1; f <= done; f += 1) {
    for (let r = 0; r < rows; r += 1)
      lines.push([v.at(0, f * storey, r * dz), v.at((cols - 1) * dx, f * storey, r * dz)]);
    for (let c = 0; c < cols; c += 1)
      lines.push([v.at(c * dx, f * storey, 0), v.at(c * dx, f * storey, (rows - 1) * dz)]);
  }
  out.push(members(lines, 8, steel));
  if (crane) {
    const [cx, cy] = v.at(dx * cols + 80, 0, dz);
    out.push(
      (() => {
        const top = cy - (floors + 2) * storey * 0.82 - 60;
        /** @type {Point[][]} */
        const mast = [];
        for (let y = cy; y > top; y -= 36)
          mast.push([
            [cx - 14, y],
            [cx + 14, y - 36],
          ]);
        return (
          strokes(
            [
              [
                [cx - 14, cy],
                [cx - 14, top],
              ],
              [
                [cx + 14, cy],
                [cx + 14, top],
              ],
            ],
            colors.star,
            6,
          ) +
          strokes(mast, colors.star, 2) +
          members(
            [
              [
                [cx - 560, top],
                [cx + 160, top],
              ],
            ],
            10,
            colors.star,
          ) +
          rect(cx + 80, top, 70, 40, colors.steelDark) +
          strokes(
            [
              [
                [cx - 420, top],
                [cx - 420, top + 200],
              ],
            ],
            colors.ink,
            3,
          ) +
          members(
            [
              [
                [cx - 500, top + 210],
                [cx - 340, top + 210],
              ],
            ],
            8,
            colors.accent,
          )
        );
      })(),
    );
  }
  out.push(figure(...v.at(dx, done * storey, 0), 40), figure(...v.at(-120, 0, -60), 70));
  if (s.time === 'night') out.push(floodlight(...v.at(-200, 0, -120), 360, 640));
  return sideOf(s, out.join(''));
}

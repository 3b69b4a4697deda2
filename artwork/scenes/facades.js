// @ts-check
import { light, sky } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { figure, floodlight, members, sideOf } from '../draw/sceneParts.js';
import { prism, view } from '../draw/space.js';
import { alpha, circle, gradient, group, inked, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/svg.js').Point} Point */

/** Panel colours of the composite cladding. */
const cladding = ['#cfd8e3', '#b6c1cc', '#e3e9f0', '#8594a8'];

/**
 * A multi-storey building being clad: composite panels on the lower floors, the galvanised
 * sub-frame showing above, and the mast platform with the fitters.
 * @param {Seed} s
 */
export function facadeBuilding(s) {
  const l = light[s.time];
  const v = view(s.between(160, 260), 860, 0.78, 0.55, 0.3);
  const floors = 8;
  const fh = 95;
  const width = 760;
  const depth = 420;
  const done = s.int(4, 7);
  const out = [sky(s, 620), rect(0, 620, 1200, 280, l.ground)];
  out.push(inked(v.box(0, 0, 0, width, floors * fh, depth, tones.concrete), 3));
  const cols = 8;
  const cw = width / cols;
  for (let f = 0; f < floors; f += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = c * cw;
      const y = f * fh;
      if (f < done) {
        const window = c % 2 === 1;
        out.push(
          poly(
            [
              v.at(x + 3, y + 3, 0),
              v.at(x + cw - 3, y + 3, 0),
              v.at(x + cw - 3, y + fh - 3, 0),
              v.at(x + 3, y + fh - 3, 0),
            ],
            window
              ? l.dark
                ? '#f2c27a'
                : colors.glass
              : /** @type {string} */ (cladding[(f + c) % 2]),
          ),
        );
      }
    }
    if (f < done - 1) {
      for (let c = 0; c < 4; c += 1)
        out.push(
          poly(
            [
              v.at(width, f * fh + 3, c * 105 + 3),
              v.at(width, f * fh + 3, c * 105 + 102),
              v.at(width, f * fh + fh - 3, c * 105 + 102),
              v.at(width, f * fh + fh - 3, c * 105 + 3),
            ],
            /** @type {string} */ (cladding[((f + c) % 2) + 1]),
          ),
        );
    }
  }
  /** @type {Point[][]} */
  const rails = [];
  for (let c = 0; c <= cols; c += 1)
    rails.push([v.at(c * cw, done * fh, 0), v.at(c * cw, floors * fh, 0)]);
  for (let f = done; f <= floors; f += 1) rails.push([v.at(0, f * fh, 0), v.at(width, f * fh, 0)]);
  out.push(strokes(rails, colors.galv, 6), strokes(rails, colors.ink, 1));
  const mx = s.between(120, 560);
  const [ax, ay] = v.at(mx, 0, -60);
  const [bx, by] = v.at(mx, done * fh + 30, -60);
  out.push(
    inked(
      rect(ax - 14, by, 28, ay - by, colors.star) + rect(bx - 160, by - 10, 320, 30, colors.accent),
      2,
    ),
    figure(bx - 90, by - 10, 70),
    figure(bx + 60, by - 10, 70, colors.white),
  );
  if (s.time === 'night') out.push(floodlight(...v.at(-150, 0, -200), 360, 500));
  return sideOf(s, out.join(''));
}

/**
 * Close to the wall: brackets anchored into the concrete, vertical rails, and the first panels
 * going on as a fitter holds the next one.
 * @param {Seed} s
 */
export function subFrame(s) {
  const split = s.between(300, 700);
  const spacing = s.between(170, 240);
  const out = [rect(0, 0, 1200, 900, s.pick(['#a9acaa', '#b8bcbb', '#9da1a0']))];
  for (let y = 60; y < 900; y += 180)
    for (let x = 80; x < 1200; x += 240) out.push(circle(x, y, 8, '#7f8482'));
  /** @type {Point[][]} */
  const rails = [];
  /** @type {Point[][]} */
  const brackets = [];
  for (let x = 80 + spacing / 2; x < 1200; x += spacing) {
    rails.push([
      [x, 0],
      [x, 900],
    ]);
    for (let y = 100; y < 900; y += 260)
      brackets.push([
        [x - 50, y],
        [x, y],
        [x, y + 40],
      ]);
  }
  out.push(members(brackets, 10, colors.galv), members(rails, 14, '#d3dbe3'));
  const tone = s.int(0, 2);
  const up = s.between(360, 560);
  for (let x = 20; x < split; x += spacing)
    for (let y = up; y < 900; y += 210)
      out.push(
        inked(
          rect(
            x,
            y,
            spacing - 4,
            206,
            /** @type {string} */ (cladding[(tone + Math.round(x + y)) % 3]),
          ),
          3,
        ),
      );
  out.push(
    inked(rect(split + 40, up - 180, spacing, 300, cladding[tone] ?? colors.pale), 3),
    figure(split + spacing + s.between(60, 160), 900, s.between(460, 560)),
  );
  return sideOf(s, out.join(''));
}

/**
 * An anchor pull-out test: the hydraulic tester on its tripod over the anchor, the pump with its
 * gauge, and the fitter reading it.
 * @param {Seed} s
 */
export function pullTest(s) {
  const needle = s.between(-150, -40);
  const a = (needle * Math.PI) / 180;
  const shift = s.between(-120, 60);
  const tested = [];
  for (let i = 0; i < s.int(2, 5); i += 1) {
    const [x, y] = [s.between(60, 1140), s.between(80, 600)];
    tested.push(circle(x, y, 14, colors.steelDark) + rect(x + 6, y + 6, 26, 16, colors.accent));
  }
  return sideOf(
    s,
    rect(0, 0, 1200, 900, s.pick(['#b8bcbb', '#a9acaa', '#c4c7c5'])) +
      strokes(
        [
          [
            [0, 640],
            [1200, 640],
          ],
        ],
        '#9a9f9d',
        4,
      ) +
      tested.join('') +
      group(
        `transform="translate(${Math.round(shift)} 0)"`,
        inked(
          poly(
            [
              [380, 360],
              [300, 720],
              [330, 720],
              [420, 380],
            ],
            colors.steelDark,
          ) +
            poly(
              [
                [580, 360],
                [660, 720],
                [630, 720],
                [540, 380],
              ],
              colors.steelDark,
            ) +
            rect(390, 220, 180, 180, colors.accent) +
            rect(420, 140, 120, 90, colors.steelDark) +
            rect(462, 400, 36, 260, colors.steel) +
            rect(430, 640, 100, 24, colors.steelDark),
          4,
        ) +
          `<path d="M480 180c120-160 420-80 430 200" fill="none" stroke="${colors.ink}" stroke-width="10"/>` +
          inked(
            circle(900, 430, 130, colors.white) +
              circle(900, 430, 110, '#f7f9fc') +
              rect(860, 560, 80, 200, colors.steelDark),
            4,
          ) +
          strokes(
            [
              [
                [900, 430],
                [900 + Math.cos(a) * 100, 430 + Math.sin(a) * 100],
              ],
            ],
            colors.accentDark,
            8,
          ) +
          strokes(
            Array.from({ length: 11 }, (_, i) => {
              const t = ((-210 + i * 24) * Math.PI) / 180;
              return [
                [900 + Math.cos(t) * 90, 430 + Math.sin(t) * 90],
                [900 + Math.cos(t) * 108, 430 + Math.sin(t) * 108],
              ];
            }),
            colors.ink,
            4,
          ) +
          figure(1100, 900, 560),
      ),
  );
}

/**
 * A finished prefabricated steel building: ribbed sandwich-panel walls, a roller door, a row of
 * windows and the entrance canopy.
 * @param {Seed} s
 */
export function prefabBuilding(s) {
  const l = light[s.time];
  const v = view(s.between(120, 200), 800, 0.85, 0.6, 0.3);
  const w = 860;
  const h = 330;
  const d = 560;
  const panel = l.dark ? '#5d6f88' : '#dfe6ee';
  const ribs = [];
  for (let y = 20; y < h; y += 30)
    ribs.push([v.at(0, y, 0), v.at(w, y, 0)], [v.at(w, y, 0), v.at(w, y, d)]);
  const out = [sky(s, 600), rect(0, 600, 1200, 300, l.ground)];
  out.push(
    inked(
      v.box(0, 0, 0, w, h, d, [
        panel,
        l.dark ? '#4a5b72' : '#b6c1cc',
        l.dark ? '#3d4b5f' : '#c3cdd9',
      ]) +
        poly(
          [v.at(0, h, 0), v.at(w, h, 0), v.at(w, h + 40, d / 2), v.at(0, h + 40, d / 2)],
          l.dark ? '#3d4b5f' : '#aebbc9',
        ),
      3,
    ),
    strokes(/** @type {[number, number][][]} */ (ribs), colors.steel, 2),
    inked(
      rect(...v.at(120, 240, 0), 260 * v.k, 240 * v.k, colors.steelDark) +
        rect(...v.at(560, 170, 0), 90 * v.k, 170 * v.k, colors.navy) +
        v.box(520, 180, -120, 170, 14, 120, tones.blue),
      3,
    ),
    strokes(
      Array.from({ length: 9 }, (_, i) => [v.at(120, 215 - i * 24, 0), v.at(380, 215 - i * 24, 0)]),
      colors.steel,
      3,
    ),
    inked(
      Array.from({ length: 4 }, (_, i) =>
        rect(...v.at(w, 260, 80 + i * 120), 50, 40, l.dark ? '#f2c27a' : colors.glass),
      ).join(''),
      2,
    ),
    rect(...v.at(0, h - 14, 0), w * v.k, 10, colors.accent),
  );
  return sideOf(s, out.join(''));
}

/**
 * A design model: the frame of a multi-storey building as wire lines on a blueprint grid, with
 * dimension lines and a highlighted connection.
 * @param {Seed} s
 */
export function designModel(s) {
  const v = view(260, 760, 0.75, 0.7, 0.4);
  const grid = [];
  for (let x = 0; x <= 1200; x += 60)
    grid.push([
      [x, 0],
      [x, 900],
    ]);
  for (let y = 0; y <= 900; y += 60)
    grid.push([
      [0, y],
      [1200, y],
    ]);
  /** @type {Point[][]} */
  const frame = [];
  const floors = s.int(4, 6);
  for (let f = 0; f <= floors; f += 1) {
    for (let z = 0; z <= 2; z += 1)
      frame.push([v.at(0, f * 110, z * 220), v.at(720, f * 110, z * 220)]);
    for (let x = 0; x <= 3; x += 1)
      frame.push([v.at(x * 240, f * 110, 0), v.at(x * 240, f * 110, 440)]);
  }
  for (let x = 0; x <= 3; x += 1)
    for (let z = 0; z <= 2; z += 1)
      frame.push([v.at(x * 240, 0, z * 220), v.at(x * 240, floors * 110, z * 220)]);
  const hx = s.int(0, 3) * 240;
  const node = v.at(hx, 110 * s.int(1, floors), 0);
  return (
    rect(0, 0, 1200, 900, '#13223b') +
    strokes(/** @type {[number, number][][]} */ (grid), '#1d3354', 2) +
    strokes(frame, '#8fb4d6', 4) +
    strokes(
      [
        [v.at(0, -40, -30), v.at(720, -40, -30)],
        [v.at(0, -20, -30), v.at(0, -60, -30)],
        [v.at(720, -20, -30), v.at(720, -60, -30)],
        [v.at(-60, 0, -30), v.at(-60, floors * 110, -30)],
      ],
      colors.white,
      2,
    ) +
    circle(node[0], node[1], 26, 'none', ` stroke="${colors.accent}" stroke-width="5"`) +
    strokes([[v.at(hx, 0, 0), v.at(hx, floors * 110, 0)]], colors.accent, 6)
  );
}

/**
 * Steel plates laid out for cutting, the workshop drawings on top with their part outlines and
 * dimensions, chalk marks on the plate.
 * @param {Seed} s
 */
export function platesDrawings(s) {
  const v = view(60, 880, 0.9, 0.35, 0.7);
  const out = [gradient('f', ['#3d4b5f', '#56667c']), rect(0, 0, 1200, 900, 'url(#f)')];
  out.push(
    inked(
      v.box(0, 0, 0, 800, 24, 700, tones.sheet) + v.box(780, 0, 80, 460, 24, 560, tones.sheet),
      3,
    ),
  );
  for (let i = 0; i < 2; i += 1) {
    const x = 80 + i * 360 + s.between(-20, 20);
    const z = 200 + i * 120;
    out.push(
      v.top(
        25,
        rect(x, z, 330, 230, '#f7f9fc') +
          rect(x + 30, z + 40, 140, 100, 'none', ` stroke="${colors.blue}" stroke-width="4"`) +
          circle(x + 240, z + 90, 50, 'none', ` stroke="${colors.blue}" stroke-width="4"`) +
          strokes(
            [
              [
                [x + 30, z + 170],
                [x + 300, z + 170],
              ],
              [
                [x + 30, z + 160],
                [x + 30, z + 180],
              ],
              [
                [x + 300, z + 160],
                [x + 300, z + 180],
              ],
            ],
            colors.blue,
            3,
          ) +
          rect(x + 250, z + 190, 70, 30, 'none', ` stroke="${colors.blue}" stroke-width="3"`),
      ),
    );
  }
  out.push(
    v.top(
      25,
      strokes(
        [
          [
            [820, 200],
            [1180, 200],
          ],
          [
            [820, 420],
            [1180, 420],
          ],
          [
            [900, 120],
            [900, 560],
          ],
        ],
        colors.white,
        5,
        alpha(0.8),
      ),
    ),
  );
  out.push(
    inked(
      prism(
        v,
        [
          [600, 25],
          [700, 25],
          [700, 55],
          [600, 55],
        ],
        40,
        100,
        tones.orange,
      ),
      3,
    ),
  );
  return out.join('');
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const facadeScenes = {
  'facade-panels': facadeBuilding,
  'facade-subframe': subFrame,
  'pull-test': pullTest,
  'prefab-building': prefabBuilding,
  'design-model': designModel,
  'plates-drawings': platesDrawings,
};

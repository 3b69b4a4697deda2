// @ts-check
import { light, sky } from '../draw/backdrops.js';
import { colors } from '../draw/colors.js';
import {
  car,
  figure,
  floodlight,
  members,
  mobileCrane,
  sideOf,
  steelOf,
} from '../draw/sceneParts.js';
import { view } from '../draw/space.js';
import { alpha, circle, inked, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/svg.js').Point} Point */

/**
 * Bus terminal canopies: curved trusses over the platforms with polycarbonate roofing, columns
 * that drain the rain, and a bus at the kerb.
 * @param {Seed} s
 */
export function terminalCanopy(s) {
  const v = view(s.between(80, 160), 800, 0.72, 0.7, 0.3);
  const steel = steelOf(s);
  const out = [sky(s, 560), rect(0, 560, 1200, 340, light[s.time].ground)];
  out.push(
    poly(
      [v.at(-100, 0, -60), v.at(1000, 0, -60), v.at(1000, 0, 1700), v.at(-100, 0, 1700)],
      light[s.time].dark ? '#2a3445' : '#b8c0c9',
    ),
  );
  const arch = (/** @type {number} */ z, /** @type {number} */ lift) =>
    Array.from({ length: 11 }, (_, i) => {
      const t = i / 10;
      return v.at(-60 + t * 960, 380 + lift + Math.sin(t * Math.PI) * 120, z);
    });
  /** @type {Point[][]} */
  const lines = [];
  for (let i = 6; i >= 0; i -= 1) {
    const z = i * 268;
    const top = arch(z, 40);
    const bottom = arch(z, 0);
    lines.push(
      [v.at(100, 0, z), v.at(100, 400, z)],
      [v.at(740, 0, z), v.at(740, 400, z)],
      top,
      bottom,
    );
    for (let j = 0; j < 10; j += 1)
      lines.push([/** @type {Point} */ (bottom[j]), /** @type {Point} */ (top[j + 1])]);
  }
  out.push(members(lines, 6, steel));
  const roof = [...arch(0, 44), ...arch(1610, 44).reverse()];
  out.push(poly(roof, '#cfe3f3', alpha(0.45)));
  const [bx, by] = v.at(860, 0, s.between(200, 700));
  out.push(
    inked(
      `<rect x="${Math.round(bx)}" y="${Math.round(by - 190)}" width="520" height="160" rx="16" fill="${colors.accent}"/>` +
        rect(bx + 30, by - 170, 460, 60, colors.glass) +
        circle(bx + 100, by - 30, 30, colors.ink) +
        circle(bx + 420, by - 30, 30, colors.ink),
      3,
    ),
  );
  out.push(figure(...v.at(400, 0, 100), 120), figure(...v.at(500, 0, 300), 110, colors.white));
  return sideOf(s, out.join(''));
}

/**
 * The steel truss footbridge over a four-lane road, with stair towers and traffic below; or the
 * night lift of its span between two cranes.
 * @param {Seed} s @param {{ lifting?: boolean }} [options]
 */
export function footbridge(s, { lifting = false } = {}) {
  if (!lifting && s.chance(0.5)) return bridgeFromRoad(s);
  const night = s.time === 'night' || lifting;
  const seed = lifting ? { ...s, time: /** @type {const} */ ('night') } : s;
  const steel = lifting ? colors.accent : steelOf(seed);
  const horizon = 520;
  const out = [sky(seed, horizon), rect(0, horizon, 1200, 380, light[seed.time].ground)];
  out.push(
    rect(0, 700, 1200, 200, night ? '#151d29' : '#5d6878'),
    strokes(
      [
        [
          [0, 790],
          [1200, 790],
        ],
      ],
      colors.white,
      6,
      ' stroke-dasharray="50 40"',
    ),
  );
  const deck = lifting ? 300 + s.between(-40, 20) : 360;
  const left = 130;
  const right = 1070;
  /** @type {Point[][]} */
  const truss = [
    [
      [left, deck],
      [right, deck],
    ],
    [
      [left + 40, deck - 110],
      [right - 40, deck - 110],
    ],
  ];
  for (let i = 0; i < 10; i += 1) {
    const x = left + 40 + i * ((right - left - 80) / 10);
    truss.push(
      [
        [x, deck - 110],
        [x + (right - left - 80) / 20, deck],
      ],
      [
        [x + (right - left - 80) / 20, deck],
        [x + (right - left - 80) / 10, deck - 110],
      ],
    );
  }
  truss.push(
    [
      [left, deck],
      [left + 40, deck - 110],
    ],
    [
      [right, deck],
      [right - 40, deck - 110],
    ],
  );
  const tower = (/** @type {number} */ x) =>
    inked(
      rect(x - 60, 410, 120, 300, colors.concrete) +
        strokes(
          Array.from(
            { length: 8 },
            (_, i) =>
              /** @type {Point[]} */ ([
                [x - 60, 430 + i * 34],
                [x + 60, 410 + i * 34],
              ]),
          ),
          colors.steelDark,
          4,
        ),
      3,
    );
  out.push(tower(left - 10), tower(right + 10));
  if (lifting) {
    out.push(
      mobileCrane(110, 740, 300, [left + 200, deck - 140], { drop: 200 }),
      mobileCrane(1090, 740, 300, [right - 200, deck - 140], { drop: 200, facing: -1 }),
    );
    out.push(
      strokes(
        [
          [
            [left + 200, deck - 140],
            [left + 60, deck - 110],
          ],
          [
            [right - 200, deck - 140],
            [right - 60, deck - 110],
          ],
        ],
        colors.ink,
        3,
      ),
    );
    out.push(floodlight(60, 700, 380, 600), floodlight(1140, 700, 380, 600));
    for (let x = 200; x < 1100; x += 120)
      out.push(
        poly(
          [
            [x, 720],
            [x + 14, 680],
            [x + 28, 720],
          ],
          colors.accent,
        ),
      );
  } else {
    for (let i = 0; i < s.int(2, 4); i += 1)
      out.push(
        car(
          s.between(0, 1050),
          i % 2 ? 770 : 860,
          s.between(130, 180),
          s.pick([colors.white, colors.blue, colors.steel, colors.accent]),
          night,
        ),
      );
  }
  out.push(rect(left, deck, right - left, 26, colors.steelDark), members(truss, 10, steel));
  return sideOf(s, out.join(''));
}

/**
 * The footbridge seen from the road it crosses: the lanes running under the truss to the
 * horizon, the stair towers at both ends, traffic going away.
 * @param {Seed} s
 */
function bridgeFromRoad(s) {
  const horizon = 560;
  const vx = s.between(520, 680);
  const night = light[s.time].dark;
  const steel = steelOf(s);
  const out = [sky(s, horizon), rect(0, horizon, 1200, 340, light[s.time].ground)];
  out.push(
    poly(
      [
        [-200, 900],
        [vx - 30, horizon],
        [vx + 30, horizon],
        [1400, 900],
      ],
      night ? '#151d29' : '#5d6878',
    ),
  );
  /** @type {Point[][]} */
  const dashes = [];
  for (const lane of [-0.5, 0, 0.5]) {
    for (let t = 0.05; t < 1; t += 0.12) {
      const at = (/** @type {number} */ u) =>
        /** @type {Point} */ ([vx + lane * 1600 * (1 - u), horizon + (900 - horizon) * (1 - u)]);
      dashes.push([at(1 - t), at(1 - t - 0.05)]);
    }
  }
  out.push(strokes(dashes, colors.white, 5, alpha(0.8)));
  for (let i = 0; i < s.int(2, 4); i += 1) {
    const u = s.between(0.2, 0.7);
    const x = vx + s.pick([-0.25, 0.25]) * 1600 * u;
    const y = horizon + (900 - horizon) * u;
    const w = 240 * u;
    out.push(
      inked(
        rect(
          x - w / 2,
          y - w * 0.7,
          w,
          w * 0.6,
          s.pick([colors.white, colors.blue, colors.steel]),
        ) + rect(x - w * 0.4, y - w * 0.62, w * 0.8, w * 0.2, colors.glass),
        2,
      ),
      rect(x - w / 2, y - w * 0.35, w * 0.12, w * 0.08, '#ff5a3c'),
      rect(x + w * 0.38, y - w * 0.35, w * 0.12, w * 0.08, '#ff5a3c'),
    );
  }
  const deck = s.between(300, 380);
  /** @type {Point[][]} */
  const truss = [
    [
      [0, deck],
      [1200, deck],
    ],
    [
      [0, deck - 120],
      [1200, deck - 120],
    ],
  ];
  for (let x = 0; x < 1200; x += 100)
    truss.push(
      [
        [x, deck],
        [x + 50, deck - 120],
      ],
      [
        [x + 50, deck - 120],
        [x + 100, deck],
      ],
    );
  out.push(rect(0, deck, 1200, 30, colors.steelDark), members(truss, 12, steel));
  for (const x of [60, 1140])
    out.push(inked(rect(x - 70, deck + 30, 140, 680 - deck, colors.concrete), 3));
  return sideOf(s, out.join(''));
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const infrastructureScenes = {
  'canopy-terminal': terminalCanopy,
  footbridge: (s) => footbridge(s),
  'bridge-lift': (s) => footbridge(s, { lifting: true }),
};

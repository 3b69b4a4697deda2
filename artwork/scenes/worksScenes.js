// @ts-check
import { light, sky, workshop } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { hallScene } from './halls.js';
import { figure, floodlight, members, sideOf, steelOf } from '../draw/sceneParts.js';
import { shadow, view } from '../draw/space.js';
import { alpha, circle, inked, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/svg.js').Point} Point */

/** Handrails along a path of points at deck level: posts, top rail and knee rail. */
/** @param {Point[]} path @param {number} h */
const handrail = (path, h) => {
  const posts = path.map(
    ([x, y]) =>
      /** @type {Point[]} */ ([
        [x, y],
        [x, y - h],
      ]),
  );
  return strokes(
    [
      ...posts,
      path.map(([x, y]) => /** @type {Point} */ ([x, y - h])),
      path.map(([x, y]) => /** @type {Point} */ ([x, y - h / 2])),
    ],
    colors.star,
    6,
  );
};

/**
 * A mezzanine floor inside a hall: the deck on columns and beams, the staircase, handrails,
 * and goods stored on top.
 * @param {Seed} s
 */
export function mezzanine(s) {
  const v = view(120, 800, 0.85, 0.55, 0.36);
  const deck = 330;
  const out = [workshop(s, 600), shadow(600, 820, 560, 60)];
  const cols = [];
  for (const x of [0, 400, 800])
    for (const z of [400, 0]) cols.push(v.box(x, 0, z, 24, deck, 24, tones.blue));
  const stair = [];
  for (let i = 0; i < 12; i += 1)
    stair.push(v.box(880 + i * 34, deck - (i + 1) * 27, -10, 34, 8, 110, tones.steel));
  out.push(
    inked(
      cols.join('') +
        v.box(0, deck, 0, 830, 30, 420, tones.blue) +
        v.flat(0, deck + 30, 0, 830, 420, '#9aa8b8') +
        stair.join(''),
      3,
    ),
    inked(
      v.box(80, deck + 30, 220, 220, 120, 160, tones.orange) +
        v.box(340, deck + 30, 240, 160, 90, 140, tones.steel) +
        v.box(560, deck + 30, 200, 200, 160, 180, tones.orange),
      3,
    ),
    handrail([v.at(0, deck + 30, 0), v.at(830, deck + 30, 0), v.at(830, deck + 30, 300)], 80),
    strokes([[v.at(880, 0, -10), v.at(1290, deck - 20, -10)]], colors.star, 6),
    figure(...v.at(300, 0, -200), 170),
  );
  return out.join('');
}

/**
 * A service platform around a machine: grating deck, handrails, a stair, the machine itself.
 * @param {Seed} s
 */
export function platform(s) {
  const v = view(150, 820, 0.8, 0.55, 0.36);
  const deck = 280;
  const grating = [];
  for (let u = 0; u < 900; u += 22) grating.push([v.at(u, deck + 1, -200), v.at(u, deck + 1, 0)]);
  for (let z = 0; z < 500; z += 22)
    grating.push([v.at(900, deck + 1, z - 200), v.at(1100, deck + 1, z - 200)]);
  const [tx, ty] = v.at(450, 0, 220);
  const out = [
    workshop(s, 600),
    inked(
      `<rect x="${Math.round(tx - 230)}" y="${Math.round(ty - 620)}" width="460" height="620" rx="60" fill="${colors.steelLight}"/>` +
        rect(tx - 240, ty - 420, 480, 40, colors.accent),
      3,
    ),
    inked(
      v.box(0, deck - 20, -200, 1100, 20, 200, tones.steel) +
        v.box(900, deck - 20, 0, 200, 20, 300, tones.steel),
      3,
    ),
    strokes(/** @type {[number, number][][]} */ (grating), colors.steelDark, 3),
  ];
  const legs = [];
  for (const [x, z] of [
    [0, -200],
    [450, -200],
    [900, -200],
    [1080, -200],
    [1080, 280],
  ])
    legs.push(v.box(x ?? 0, 0, z ?? 0, 20, deck - 20, 20, tones.blue));
  const stair = [];
  for (let i = 0; i < 9; i += 1)
    stair.push(v.box(-60 - i * 34, deck - (i + 1) * 30, -190, 34, 8, 120, tones.steel));
  out.push(
    inked(legs.join('') + stair.join(''), 3),
    handrail([v.at(0, deck, -200), v.at(1100, deck, -200), v.at(1100, deck, 300)], 110),
    figure(...v.at(600, deck, -120), 150),
  );
  return out.join('');
}

/**
 * A lattice pipe rack across the site: bents with two tiers of pipes running into the distance.
 * @param {Seed} s
 */
export function pipeRack(s) {
  const v = view(s.between(200, 300), 800, 0.62, 0.7, 0.3);
  const steel = steelOf(s);
  const out = [sky(s, 560), rect(0, 560, 1200, 340, light[s.time].ground)];
  /** @type {Point[][]} */
  const bents = [];
  for (let i = 5; i >= 0; i -= 1) {
    const z = i * 300;
    bents.push(
      [v.at(0, 0, z), v.at(0, 520, z)],
      [v.at(500, 0, z), v.at(500, 520, z)],
      [v.at(-60, 300, z), v.at(560, 300, z)],
      [v.at(-60, 520, z), v.at(560, 520, z)],
      [v.at(0, 0, z), v.at(500, 300, z)],
      [v.at(500, 0, z), v.at(0, 300, z)],
    );
  }
  bents.push([v.at(0, 520, 0), v.at(0, 520, 1500)], [v.at(500, 520, 0), v.at(500, 520, 1500)]);
  out.push(members(bents, 9, steel));
  const pipes = [
    [60, 300, 26, '#b6c1cc'],
    [160, 300, 20, '#8594a8'],
    [250, 300, 34, '#e8edf3'],
    [360, 300, 16, colors.star],
    [440, 300, 22, '#b6c1cc'],
    [80, 520, 20, '#e8edf3'],
    [200, 520, 30, '#8594a8'],
    [330, 520, 18, colors.accent],
    [420, 520, 24, '#b6c1cc'],
  ];
  for (const [x, y, r, color] of pipes) {
    const line = [
      v.at(/** @type {number} */ (x), /** @type {number} */ (y) + /** @type {number} */ (r), -200),
      v.at(/** @type {number} */ (x), /** @type {number} */ (y) + /** @type {number} */ (r), 1600),
    ];
    out.push(
      strokes([line], colors.ink, /** @type {number} */ (r) * 0.9 + 5, ' stroke-linecap="round"'),
      strokes(
        [line],
        /** @type {string} */ (color),
        /** @type {number} */ (r) * 0.9,
        ' stroke-linecap="round"',
      ),
    );
  }
  out.push(figure(...v.at(700, 0, 100), 110));
  if (s.time === 'night') out.push(floodlight(...v.at(-150, 0, 300), 420, 500));
  return sideOf(s, out.join(''));
}

/**
 * A cantilevered canopy over a loading bay: the beams out from the hall wall on tie rods, the
 * sheeting on top, the dock doors and a lorry backing in.
 * @param {Seed} s
 */
export function canopy(s) {
  const v = view(80, 820, 0.8, 0.55, 0.3);
  const steel = steelOf(s);
  const dark = light[s.time].dark;
  const out = [sky(s, 520), rect(0, 520, 1200, 380, light[s.time].ground)];
  out.push(inked(v.box(0, 0, 300, 1400, 620, 300, dark ? tones.dark : tones.white), 3));
  for (let x = 140; x < 1300; x += 380)
    out.push(
      rect(...v.at(x, 300, 300), 260 * v.k, 300 * v.k, dark ? colors.ink : colors.steelDark),
    );
  /** @type {Point[][]} */
  const beams = [];
  /** @type {Point[][]} */
  const rods = [];
  for (let x = 40; x < 1400; x += 260) {
    beams.push([v.at(x, 400, 300), v.at(x, 400, -80)]);
    rods.push([v.at(x, 580, 300), v.at(x, 400, -60)]);
  }
  out.push(
    poly(
      [v.at(0, 410, 300), v.at(1400, 410, 300), v.at(1400, 410, -90), v.at(0, 410, -90)],
      dark ? '#4a5b72' : '#aebbc9',
      ` stroke="${colors.ink}" stroke-width="3"`,
    ),
    members(beams, 10, steel),
    strokes(rods, colors.ink, 3),
  );
  const [lx, ly] = v.at(s.between(380, 700), 0, -120);
  out.push(
    inked(
      rect(lx, ly - 260, 360, 230, colors.white) +
        rect(lx + 360, ly - 200, 130, 170, colors.accent) +
        rect(lx + 380, ly - 185, 70, 60, colors.glass) +
        circle(lx + 80, ly - 20, 28, colors.ink) +
        circle(lx + 420, ly - 20, 28, colors.ink),
      3,
    ),
  );
  if (s.time === 'night') out.push(rect(...v.at(0, 380, 200), 1200, 40, colors.glow, alpha(0.25)));
  return sideOf(s, out.join(''));
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const worksScenes = {
  mezzanine,
  platform,
  'pipe-rack': pipeRack,
  'farm-frame': (s) => hallScene(s, { country: true, bays: 6, installed: 6, pitch: 160 }),
  canopy,
};

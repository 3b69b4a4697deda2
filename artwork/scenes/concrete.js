// @ts-check
import { light, sky } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { worker } from '../draw/people.js';
import { figure, members, sideOf } from '../draw/sceneParts.js';
import { view } from '../draw/space.js';
import { alpha, circle, ellipse, inked, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/svg.js').Point} Point */
/** @typedef {import('../draw/space.js').View} View */

const rebar = '#8b5e45';
/** Formwork panels: the yellow-orange faces and their frames. */
const panelTone = /** @type {import('../draw/colors.js').Tone} */ ([
  '#f2a53a',
  '#f7c06a',
  '#c77f22',
]);

/** The site ground: sky at the top, earth below. */
/** @param {Seed} s @param {number} [horizon] */
const site = (s, horizon = 300) =>
  sky(s, horizon) +
  rect(0, horizon, 1200, 900 - horizon, light[s.time].dark ? '#2a3445' : '#9d9a92');

/**
 * A rebar cage: corner bars along z and stirrups around them.
 * @param {View} v @param {number} x @param {number} y @param {number} z @param {number} w @param {number} h @param {number} d
 */
function cage(v, x, y, z, w, h, d) {
  /** @type {Point[][]} */
  const lines = [];
  for (const [cx, cy] of [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
    [x + w / 2, y + h],
  ])
    lines.push([v.at(cx ?? 0, cy ?? 0, z), v.at(cx ?? 0, cy ?? 0, z + d)]);
  for (let u = z; u <= z + d; u += 55)
    lines.push([
      v.at(x, y, u),
      v.at(x + w, y, u),
      v.at(x + w, y + h, u),
      v.at(x, y + h, u),
      v.at(x, y, u),
    ]);
  return members(lines, 3, rebar);
}

/** Footing cages laid out on timber bearers, ready to be lifted in. */
/** @param {Seed} s */
export function rebarCages(s) {
  const v = view(120, 820, 0.85, 0.5, 0.45);
  const out = [site(s, 260)];
  for (let i = 2; i >= 0; i -= 1) {
    for (let j = 1; j >= 0; j -= 1) {
      const x = j * 560 + s.between(-20, 20);
      const z = i * 300;
      out.push(
        inked(
          v.box(x, 0, z + 20, 420, 16, 24, tones.dark) +
            v.box(x, 0, z + 180, 420, 16, 24, tones.dark),
          2,
        ),
        cage(v, x + 20, 16, z, 380, 120, 220),
      );
    }
  }
  out.push(figure(...v.at(1000, 0, -80), 200));
  return sideOf(s, out.join(''));
}

/** Mesh on spacers above the blinding concrete, inside the edge formwork. */
/** @param {Seed} s */
export function rebarMesh(s) {
  const v = view(60, 860, 0.9, 0.45, 0.62);
  const out = [site(s, 200)];
  out.push(inked(v.box(0, 0, 0, 1200, 14, 900, tones.concrete), 2));
  /** @type {Point[][]} */
  const mesh = [];
  for (let u = 40; u < 1200; u += 70) mesh.push([v.at(u, 60, 20), v.at(u, 60, 880)]);
  for (let z = 40; z < 900; z += 70) mesh.push([v.at(20, 64, z), v.at(1180, 64, z)]);
  const spacers = [];
  for (let u = 110; u < 1200; u += 280)
    for (let z = 110; z < 900; z += 280)
      spacers.push(v.box(u - 15, 14, z - 15, 30, 44, 30, tones.orange));
  out.push(inked(spacers.join(''), 2), strokes(mesh, colors.ink, 9), strokes(mesh, rebar, 5));
  out.push(inked(v.box(-40, 0, -40, 1280, 120, 30, [panelTone[0], panelTone[1], panelTone[2]]), 3));
  return sideOf(s, out.join(''));
}

/** Starter bars and anchor bolts held in a steel template before the pour. */
/** @param {Seed} s */
export function anchorTemplate(s) {
  const v = view(140, 800, 0.95, 0.5, 0.5);
  const out = [site(s, 240), inked(v.box(0, 0, 0, 900, 40, 700, tones.concrete), 2)];
  /** @type {Point[][]} */
  const bars = [];
  for (let u = 60; u < 900; u += 90)
    for (const z of [60, 640]) bars.push([v.at(u, 40, z), v.at(u, 320, z)]);
  out.push(members(bars, 5, rebar), cage(v, 260, 40, 240, 380, 60, 220));
  out.push(inked(v.box(300, 240, 260, 300, 14, 180, tones.orange), 2));
  /** @type {Point[][]} */
  const bolts = [];
  for (const [x, z] of [
    [340, 290],
    [500, 290],
    [340, 410],
    [500, 410],
  ])
    bolts.push([v.at(x ?? 0, 60, z ?? 0), v.at(x ?? 0, 330, z ?? 0)]);
  out.push(strokes(bolts, colors.ink, 14), strokes(bolts, colors.steelLight, 9));
  out.push(figure(...v.at(980, 0, 200), 220));
  return sideOf(s, out.join(''));
}

/**
 * Formwork: panels lining a strip foundation trench, or the braced walls of a machine pit.
 * @param {Seed} s @param {{ pit?: boolean }} [options]
 */
export function formwork(s, { pit = false } = {}) {
  const v = view(
    pit ? 180 : 40,
    pit ? 820 : 880,
    pit ? 0.75 : 0.8,
    pit ? 0.5 : 0.35,
    pit ? 0.4 : 0.75,
  );
  const out = [site(s, 240)];
  const length = pit ? 600 : 1400;
  const gap = pit ? 500 : 300;
  const h = pit ? 360 : 180;
  const panels = [];
  for (const z of [gap + 40, 0]) {
    for (let x = 0; x < length; x += 200) panels.push(v.box(x, 0, z, 196, h, 30, panelTone));
  }
  if (pit)
    for (const x of [0, length])
      panels.splice(pit ? 7 : 0, 0, v.box(x - 30, 0, 40, 30, h, gap, panelTone));
  /** @type {Point[][]} */
  const ties = [];
  for (let x = 100; x < length; x += 200)
    ties.push([v.at(x, h * 0.7, 30), v.at(x, h * 0.7, gap + 40)]);
  /** @type {Point[][]} */
  const props = [];
  if (pit) {
    for (let x = 80; x < length; x += 200) props.push([v.at(x, h * 0.8, -2), v.at(x, 0, -260)]);
    for (let z = 100; z < gap; z += 200)
      props.push([v.at(length + 30, h * 0.8, z), v.at(length + 300, 0, z)]);
  }
  out.push(inked(panels.slice(0, panels.length / 2).join(''), 3));
  if (!pit) out.push(cage(v, 40, 30, 60, length - 80, 60, gap - 60));
  out.push(
    strokes(ties, colors.ink, 4),
    inked(panels.slice(panels.length / 2).join(''), 3),
    members(props, 8, colors.steelDark),
  );
  out.push(figure(...v.at(pit ? length + 200 : 900, 0, pit ? -200 : -140), 200));
  return sideOf(s, out.join(''));
}

/** The surveyor at the level on its tripod, the staff held on the formwork. */
/** @param {Seed} s */
export function surveyLevel(s) {
  const v = view(40, 800, 0.8, 0.5, 0.35);
  const out = [
    site(s, 440),
    inked(
      v.box(500, 0, 300, 900, 160, 30, panelTone) + v.box(500, 0, 600, 900, 160, 30, panelTone),
      3,
    ),
  ];
  const tx = s.between(300, 420);
  out.push(
    strokes(
      [
        [
          [tx, 560],
          [tx - 90, 820],
        ],
        [
          [tx, 560],
          [tx + 10, 840],
        ],
        [
          [tx, 560],
          [tx + 90, 810],
        ],
      ],
      colors.steelDark,
      8,
    ),
    inked(rect(tx - 60, 510, 140, 50, colors.star) + rect(tx + 80, 522, 20, 26, colors.ink), 3),
    worker(tx - 110, 840, 360, { pose: 'hold', hat: colors.white }),
  );
  const [sx, sy] = v.at(1000, 160, 300);
  out.push(
    inked(
      rect(sx - 18, sy - 420, 36, 420, colors.white) +
        Array.from({ length: 8 }, (_, i) =>
          rect(sx - 18, sy - 410 + i * 52, 36, 24, colors.accent),
        ).join(''),
      2,
    ),
    figure(sx + 60, sy, 240),
  );
  return sideOf(s, out.join(''));
}

/** A truck-mounted boom pump placing concrete into the slab formwork. */
/** @param {Seed} s */
export function concretePump(s) {
  const out = [site(s, 420)];
  const tx = s.between(60, 160);
  const pivot = /** @type {Point} */ ([tx + 230, 560]);
  const j1 = /** @type {Point} */ ([pivot[0] + 200, 180]);
  const j2 = /** @type {Point} */ ([j1[0] + 380, 130 + s.between(0, 60)]);
  const tip = /** @type {Point} */ ([j2[0] + 120, 400]);
  out.push(
    inked(
      rect(tx, 560, 480, 90, colors.white) +
        rect(tx + 380, 500, 110, 100, colors.white) +
        rect(tx + 400, 515, 70, 40, colors.glass) +
        [40, 130, 330, 430].map((x) => circle(tx + x, 660, 36, colors.ink)).join(''),
      3,
    ),
    members([[pivot, j1, j2, tip]], 22, colors.accent),
    strokes([[tip, [tip[0], 640]]], colors.ink, 18),
    inked(
      poly(
        [
          [520, 700],
          [1200, 640],
          [1200, 900],
          [380, 900],
        ],
        '#8a8e8d',
      ) +
        poly(
          [
            [520, 700],
            [1200, 640],
            [1200, 660],
            [520, 720],
          ],
          panelTone[0],
        ),
      3,
    ),
    ellipse(tip[0], 700, 120, 40, '#b5b8b7'),
    figure(tip[0] - 130, 760, 170),
    figure(tip[0] + 150, 740, 160, colors.white),
  );
  return sideOf(s, out.join(''));
}

/** Workers compacting fresh concrete with a poker vibrator, ripples round the poker. */
/** @param {Seed} s */
export function concreteVibrate(s) {
  const px = s.between(520, 700);
  const out = [rect(0, 0, 1200, 900, '#9da1a0')];
  /** @type {Point[][]} */
  const bars = [];
  for (let x = 40; x < 1200; x += 120)
    bars.push([
      [x, 0],
      [x - 40, 300],
    ]);
  out.push(strokes(bars, rebar, 8), rect(0, 260, 1200, 640, '#a9adab'));
  for (let r = 1; r < 5; r += 1)
    out.push(ellipse(px, 700, 70 * r, 22 * r, 'none', ` stroke="#8a8e8d" stroke-width="4"`));
  out.push(
    strokes(
      [
        [
          [px, 700],
          [px + 30, 380],
          [px + 260, 330],
          [1200, 420],
        ],
      ],
      colors.ink,
      16,
    ),
    strokes(
      [
        [
          [px, 700],
          [px + 20, 560],
        ],
      ],
      colors.steelLight,
      20,
    ),
  );
  out.push(
    worker(px + 160, 780, 460, { pose: 'hold', facing: -1 }),
    worker(px - 340, 760, 420, { pose: 'stand', hat: colors.white }),
  );
  return sideOf(s, out.join(''));
}

/** Test cube moulds filled on site, waiting for the laboratory. */
/** @param {Seed} s */
export function testCubes(s) {
  const v = view(160, 760, 0.9, 0.5, 0.45);
  const out = [site(s, 260), inked(v.box(-40, 0, -40, 1000, 30, 600, tones.dark), 2)];
  for (let r = 2; r >= 0; r -= 1) {
    for (let c = 0; c < 4; c += 1) {
      const x = c * 230;
      const z = r * 180;
      out.push(
        inked(
          v.box(x, 30, z, 150, 150, 150, tones.steel) +
            v.flat(x + 12, 181, z + 12, 126, 126, '#b5b8b7'),
          3,
        ),
      );
    }
  }
  out.push(
    inked(
      poly(
        [v.at(980, 30, 100), v.at(1100, 30, 80), v.at(1120, 30, 180), v.at(1000, 30, 200)],
        colors.steelLight,
      ) + strokes([[v.at(1050, 30, 140), v.at(1120, 120, 260)]], colors.accent, 12),
      3,
    ),
  );
  return sideOf(s, out.join('') + (s.chance(0.5) ? figure(...v.at(1100, 0, 400), 220) : ''));
}

/** A power trowel floating the fresh slab, swirl marks behind it. */
/** @param {Seed} s */
export function powerFloat(s) {
  const v = view(0, 880, 1, 0.4, 0.55);
  const out = [site(s, 220), v.flat(-200, 0, -200, 1700, 1400, '#aeb2b0')];
  for (let i = 0; i < 12; i += 1) {
    const [x, y] = v.at(s.between(0, 1200), 0, s.between(0, 900));
    out.push(ellipse(x, y, 120, 50, 'none', ' stroke="#c3c6c4" stroke-width="4"'));
  }
  const [tx, ty] = v.at(s.between(400, 700), 0, 200);
  out.push(
    inked(
      ellipse(tx, ty, 190, 80, colors.steelDark) +
        ellipse(tx, ty - 20, 170, 66, colors.star) +
        rect(tx - 40, ty - 110, 80, 80, colors.steelDark),
      3,
    ),
    strokes(
      [
        [
          [tx, ty - 80],
          [tx + 220, ty - 240],
        ],
      ],
      colors.ink,
      12,
    ),
    worker(tx + 300, ty + 40, 380, { pose: 'hold', facing: -1 }),
  );
  return sideOf(s, out.join(''));
}

/** The slab under curing film, the edges weighted down. */
/** @param {Seed} s */
export function curingFilm(s) {
  const v = view(60, 860, 0.9, 0.45, 0.5);
  const out = [site(s, 260), inked(v.box(0, 0, 0, 1200, 40, 900, tones.concrete), 3)];
  out.push(v.flat(0, 41, 0, 1200, 900, '#dfeaf3', alpha(0.7)));
  for (let i = 0; i < 10; i += 1) {
    const z = s.between(40, 860);
    out.push(
      strokes(
        [[v.at(s.between(0, 300), 42, z), v.at(s.between(500, 1100), 42, z + s.between(-60, 60))]],
        '#ffffff',
        4,
        alpha(0.8),
      ),
    );
  }
  for (let x = 60; x < 1200; x += 220)
    out.push(inked(v.box(x, 40, 20, 120, 40, 60, tones.steel), 2));
  return sideOf(s, out.join(''));
}

/** A finished foundation: pads with anchor bolts waiting for the columns. */
/** @param {Seed} s */
export function foundationBolts(s) {
  const v = view(s.between(80, 160), 840, 0.85, 0.6, 0.36);
  const out = [site(s, 420)];
  for (let i = 4; i >= 0; i -= 1) {
    for (const x of [0, 700]) {
      const z = i * 300;
      /** @type {Point[][]} */
      const bolts = [];
      for (const [bx, bz] of [
        [40, 40],
        [120, 40],
        [40, 120],
        [120, 120],
      ])
        bolts.push([
          v.at(x + (bx ?? 0), 90, z + (bz ?? 0)),
          v.at(x + (bx ?? 0), 170, z + (bz ?? 0)),
        ]);
      out.push(
        inked(v.box(x, 0, z, 160, 90, 160, tones.concrete), 3),
        strokes(bolts, colors.ink, 12),
        strokes(bolts, colors.steelLight, 7),
      );
    }
  }
  out.push(figure(...v.at(420, 0, 100), 200));
  return sideOf(s, out.join(''));
}

/**
 * Site work is photographed in daylight: at night the rebar and the formwork would be lost in the
 * dark ground.
 * @param {Seed} s
 * @returns {Seed}
 */
const daylight = (s) =>
  s.time === 'night' || s.time === 'dusk'
    ? { ...s, time: s.time === 'night' ? 'overcast' : 'morning' }
    : s;

/** @satisfies {Record<string, (s: Seed) => string>} */
export const concreteScenes = {
  'rebar-cages': (s) => rebarCages(daylight(s)),
  'rebar-mesh': (s) => rebarMesh(daylight(s)),
  'anchor-template': (s) => anchorTemplate(daylight(s)),
  'formwork-strip': (s) => formwork(daylight(s)),
  'formwork-pit': (s) => formwork(daylight(s), { pit: true }),
  'survey-level': (s) => surveyLevel(daylight(s)),
  'concrete-pump': (s) => concretePump(daylight(s)),
  'concrete-vibrate': (s) => concreteVibrate(daylight(s)),
  'test-cubes': (s) => testCubes(daylight(s)),
  'power-float': (s) => powerFloat(daylight(s)),
  'curing-film': (s) => curingFilm(daylight(s)),
  'foundation-bolts': (s) => foundationBolts(daylight(s)),
};

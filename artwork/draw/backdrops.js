// @ts-check
import { colors } from './colors.js';
import { alpha, circle, ellipse, gradient, group, poly, rect, strokes } from './svg.js';

/** @typedef {import('./random.js').Seed} Seed */
/** @typedef {import('./random.js').Time} Time */

/**
 * How an outdoor scene looks at each time of day: the sky, the ground, the far silhouettes and
 * the colour of steel members against that sky.
 * @type {Record<Time, { sky: string[]; ground: string; far: string; steel: string; tone: import('./colors.js').Tone; dark: boolean }>}
 */
export const light = {
  day: {
    sky: ['#6f9bc8', '#b9d1e6', '#e6eef5'],
    ground: '#a7b0ba',
    far: '#9fb2c6',
    steel: '#3d4b5f',
    tone: ['#4a5b72', '#6b7d95', '#34435a'],
    dark: false,
  },
  morning: {
    sky: ['#8fa9c6', '#d9d3cf', '#f5dcc2'],
    ground: '#a9aaae',
    far: '#b3b9c4',
    steel: '#3d4b5f',
    tone: ['#4a5b72', '#6b7d95', '#34435a'],
    dark: false,
  },
  dusk: {
    sky: ['#13223b', '#3d5478', '#f2a36b'],
    ground: '#2a3445',
    far: '#40506b',
    steel: '#0b1526',
    tone: ['#1b2940', '#2f4262', '#111c2e'],
    dark: true,
  },
  night: {
    sky: ['#070d19', '#13223b', '#2a3e60'],
    ground: '#1b2536',
    far: '#22324d',
    steel: '#cfd8e3',
    tone: ['#8594a8', '#b4c0ce', '#66768b'],
    dark: true,
  },
  overcast: {
    sky: ['#8a97a8', '#b6c0cc', '#d5dbe2'],
    ground: '#9aa2ab',
    far: '#a4aeba',
    steel: '#253142',
    tone: ['#45556b', '#62738b', '#33415a'],
    dark: false,
  },
};

/**
 * Sky, distant buildings and ground of an outdoor scene.
 * @param {Seed} s
 * @param {number} horizon
 * @param {{ city?: boolean }} [options]
 */
export function sky(s, horizon, { city = true } = {}) {
  const l = light[s.time];
  const parts = [gradient('s', l.sky), rect(0, 0, 1200, horizon + 4, 'url(#s)')];
  if (s.time === 'dusk')
    parts.push(circle(s.between(200, 1000), horizon - 10, 60, '#ffb47a', alpha(0.85)));
  if (s.time === 'morning')
    parts.push(circle(s.between(150, 1050), horizon - 140, 46, '#fff1d6', alpha(0.9)));
  if (s.time === 'night') {
    const stars = Array.from({ length: 14 }, () => [
      s.between(20, 1180),
      s.between(20, horizon * 0.6),
    ]);
    parts.push(...stars.map(([x = 0, y = 0]) => circle(x, y, 2, '#cfd8e3', alpha(0.7))));
  }
  if (s.time === 'day' || s.time === 'overcast') {
    for (let i = 0; i < 3; i += 1) {
      const x = s.between(60, 1100);
      const y = s.between(60, horizon * 0.5);
      const w = s.between(90, 170);
      parts.push(
        group(
          `fill="#fff" opacity="${s.time === 'day' ? 0.55 : 0.35}"`,
          ellipse(x, y, w, 22, '#fff'),
          ellipse(x + w * 0.3, y - 18, w * 0.45, 24, '#fff'),
        ),
      );
    }
  }
  if (city) parts.push(skyline(s, horizon, l.far));
  parts.push(rect(0, horizon, 1200, 900 - horizon, l.ground));
  return parts.join('');
}

/** Low industrial buildings and a chimney on the horizon. */
/** @param {Seed} s @param {number} horizon @param {string} fill */
function skyline(s, horizon, fill) {
  /** @type {import('./svg.js').Point[]} */
  const points = [[0, horizon]];
  let x = 0;
  while (x < 1200) {
    const w = s.between(50, 140);
    const h = s.chance(0.12) ? s.between(70, 110) : s.between(12, 46);
    points.push([x, horizon - h], [x + w, horizon - h]);
    x += w;
  }
  points.push([1200, horizon]);
  return poly(points, fill, alpha(0.8));
}

/**
 * The light wall and floor of a product photograph.
 * @param {number} [floor] where the floor starts
 */
export function studio(floor = 640) {
  return (
    gradient('w', ['#f1f4f8', '#dde4ec']) +
    rect(0, 0, 1200, floor, 'url(#w)') +
    rect(0, floor, 1200, 900 - floor, '#c9d2dd') +
    rect(0, floor, 1200, 6, '#b5c0cd')
  );
}

/**
 * Inside a workshop: columns, a high window band, the crane rail and a floor with walkway lines.
 * @param {Seed} s
 * @param {number} [floor]
 * @param {{ dim?: boolean }} [options]
 */
export function workshop(s, floor = 620, { dim = false } = {}) {
  const wall = dim ? ['#1d2b42', '#2b3d5a'] : ['#dfe6ee', '#c9d3de'];
  const column = dim ? '#13223b' : '#8594a8';
  const spacing = s.between(230, 320);
  const offset = s.between(0, spacing);
  const columns = [];
  for (let x = offset - spacing; x < 1240; x += spacing)
    columns.push(rect(x, 0, 34, floor, column));
  return (
    gradient('w', wall) +
    rect(0, 0, 1200, floor, 'url(#w)') +
    rect(0, 60, 1200, 90, dim ? '#3b5478' : '#eef4fa') +
    strokes(
      Array.from({ length: 24 }, (_, i) => [
        [i * 50, 60],
        [i * 50, 150],
      ]),
      dim ? '#2b3d5a' : '#b9c6d4',
      4,
    ) +
    columns.join('') +
    rect(0, 190, 1200, 26, dim ? '#0b1526' : '#6b7d95') +
    rect(0, floor, 1200, 900 - floor, dim ? '#253142' : '#aeb8c4') +
    strokes(
      [
        [
          [0, floor + 70],
          [1200, floor + 70],
        ],
      ],
      colors.star,
      8,
      alpha(0.8),
    )
  );
}

/** A dark background for close-ups, lit from the middle. */
export function dark() {
  return (
    `<defs><radialGradient id="d" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="#2a3e60"/><stop offset="1" stop-color="#070d19"/></radialGradient></defs>` +
    rect(0, 0, 1200, 900, 'url(#d)')
  );
}

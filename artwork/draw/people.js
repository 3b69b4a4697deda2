// @ts-check
import { colors } from './colors.js';
import { group, n, rect, strokes } from './svg.js';

/** @typedef {'stand' | 'point' | 'hold' | 'kneel' | 'reach'} Pose */

/** @typedef {import('./svg.js').Point} Point */

/**
 * Shoulder to hand in each pose, on a figure 200 units tall standing at 0,0, facing right.
 * @type {Record<Pose, Point[][]>}
 */
const arms = {
  stand: [
    [
      [-17, -150],
      [-24, -96],
    ],
    [
      [17, -150],
      [24, -96],
    ],
  ],
  point: [
    [
      [-17, -150],
      [-22, -96],
    ],
    [
      [17, -150],
      [48, -168],
      [78, -196],
    ],
  ],
  hold: [
    [
      [-15, -150],
      [14, -118],
      [40, -116],
    ],
    [
      [15, -150],
      [34, -124],
      [56, -118],
    ],
  ],
  kneel: [
    [
      [-15, -110],
      [18, -84],
      [44, -86],
    ],
    [
      [15, -110],
      [38, -94],
      [62, -92],
    ],
  ],
  reach: [
    [
      [-17, -150],
      [-30, -190],
      [-26, -232],
    ],
    [
      [17, -150],
      [30, -190],
      [26, -232],
    ],
  ],
};

/**
 * A worker in coveralls and a hard hat (or a welding mask), feet at x, y.
 * @param {number} x
 * @param {number} y
 * @param {number} height on screen
 * @param {{ pose?: Pose; facing?: 1 | -1; suit?: string; hat?: string; mask?: boolean }} [look]
 */
export function worker(x, y, height, look = {}) {
  const { pose = 'stand', facing = 1, suit = colors.blue, hat = colors.white, mask = false } = look;
  const kneeling = pose === 'kneel';
  const drop = kneeling ? 42 : 0;
  /** @type {Point[][]} */
  const legs = kneeling
    ? [
        [
          [-8, -92 + drop],
          [-2, -30],
          [34, -18],
          [34, 0],
        ],
        [
          [8, -92 + drop],
          [-14, -16],
          [-46, -2],
        ],
      ]
    : [
        [
          [-9, -92],
          [-12, 0],
        ],
        [
          [9, -92],
          [12, 0],
        ],
      ];
  const body = [
    strokes(legs, colors.navy, 17, ' stroke-linecap="round" stroke-linejoin="round"'),
    `<rect x="-21" y="${-164 + drop}" width="42" height="78" rx="10" fill="${suit}"/>`,
    rect(-21, -128 + drop, 42, 8, colors.star),
    strokes(arms[pose], suit, 13, ' stroke-linecap="round" stroke-linejoin="round"'),
    `<circle cy="${-180 + drop}" r="15" fill="#e0b694"/>`,
    mask
      ? `<path d="M-6 ${-198 + drop}h20l8 12v16l-10 8h-18z" fill="${colors.ink}"/>`
      : `<path d="M-17 ${-184 + drop}a17 15 0 0 1 34 0h6v5h-46v-5z" fill="${hat}"/>`,
  ];
  const scale = height / 200;
  return group(
    `transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * facing * 1000) / 1000} ${Math.round(scale * 1000) / 1000})"`,
    ...body,
  );
}

/**
 * The screen position of a worker's front hand, for a tool held in it.
 * @param {number} x @param {number} y @param {number} height @param {Pose} pose @param {1 | -1} [facing]
 * @returns {[number, number]}
 */
export function handOf(x, y, height, pose, facing = 1) {
  const arm = arms[pose][1] ?? [];
  const [hx = 0, hy = 0] = arm[arm.length - 1] ?? [];
  const scale = height / 200;
  return [x + hx * scale * facing, y + hy * scale];
}

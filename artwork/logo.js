// @ts-check
import { colors } from './draw/colors.js';
import { digits } from './draw/displays.js';
import { circle, group, poly, rect, strokes } from './draw/svg.js';

/** @typedef {import('./draw/svg.js').Point} Point */

/** Outer shapes of the mark, centred on 0,0 with a radius of about 70. */
const shapes = [
  () => circle(0, 0, 72, 'currentColor'),
  () => '<rect x="-66" y="-66" width="132" height="132" rx="22" fill="currentColor"/>',
  () =>
    poly(
      Array.from(
        { length: 6 },
        (_, i) =>
          /** @type {Point} */ ([
            Math.cos((i * Math.PI) / 3) * 76,
            Math.sin((i * Math.PI) / 3) * 76,
          ]),
      ),
      'currentColor',
    ),
  () =>
    poly(
      [
        [0, -80],
        [80, 0],
        [0, 80],
        [-80, 0],
      ],
      'currentColor',
    ),
  () => '<path d="M-64-66h128v60c0 44-30 68-64 80-34-12-64-36-64-80z" fill="currentColor"/>',
];

/** Inner glyphs: abstract, like a monogram, but no letters of any alphabet. */
const glyphs = [
  () =>
    strokes(
      [
        [
          [-36, -22],
          [0, 10],
          [36, -22],
        ],
        [
          [-36, 8],
          [0, 40],
          [36, 8],
        ],
      ],
      '#fff',
      12,
      ' stroke-linecap="round" stroke-linejoin="round"',
    ),
  () =>
    rect(-38, -34, 76, 14, '#fff') + rect(-38, -7, 52, 14, '#fff') + rect(-38, 20, 76, 14, '#fff'),
  () => circle(0, 0, 38, 'none', ' stroke="#fff" stroke-width="12"') + circle(0, 0, 12, '#fff'),
  () =>
    strokes(
      [
        [
          [-34, 30],
          [-6, -30],
        ],
        [
          [6, 30],
          [34, -30],
        ],
      ],
      '#fff',
      14,
      ' stroke-linecap="round"',
    ),
];

/** Colours of the mark: shape, and the accent bar beside the wordmark. */
const paints = [
  [colors.navy, colors.accent],
  [colors.accent, colors.navy],
  [colors.blue, colors.star],
  [colors.steelDark, colors.accent],
];

/**
 * A partner's placeholder logo: a geometric mark with a number, and grey bars where the name
 * would be set. It carries no words, so it reads the same in every language; every number gets
 * a different mark. No real company's logo.
 * @param {{ number: number }} slot 1, 2, 3, ...
 * @returns {string} a complete SVG document, 480 × 240
 */
export function renderLogo({ number }) {
  const index = number - 1;
  const shape = shapes[index % shapes.length] ?? shapes[0];
  const glyph =
    glyphs[(index + Math.floor(index / shapes.length) * 2) % glyphs.length] ?? glyphs[0];
  const [fill = colors.navy, accent = colors.accent] = paints[(index * 3) % paints.length] ?? [];
  const bar = 120 + ((index * 37) % 90);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 240" width="480" height="240">',
    rect(0, 0, 480, 240, '#fff'),
    '<rect x="8" y="8" width="464" height="224" rx="14" fill="none" stroke="#cfd8e3" stroke-width="3" stroke-dasharray="12 9"/>',
    group(`transform="translate(122 120)" color="${fill}"`, shape?.() ?? '', glyph?.() ?? ''),
    `<rect x="226" y="84" width="${bar}" height="26" rx="8" fill="${colors.navy}"/>`,
    `<rect x="226" y="124" width="${bar - 50}" height="14" rx="6" fill="${colors.steelLight}"/>`,
    rect(226, 154, 36, 8, accent),
    digits(String(number).padStart(2, '0'), 392, 144, 34, colors.steel),
    '</svg>',
    '',
  ].join('');
}

// @ts-check
import { dark } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { glow, sparks } from '../draw/effects.js';
import { alpha, ellipse, group, inked, line, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {'sheet' | 'plate' | 'tube' | 'beam'} Work */

/**
 * The cutting head seen close, its nozzle above the spot at x, y: the Z-axis housing, the
 * body with its focus ring, the ceramic ring and the copper nozzle.
 * @param {number} x @param {number} y @param {number} [tilt] degrees
 */
export function cuttingHead(x, y, tilt = 0) {
  const top = y - 600;
  const parts = [
    rect(x - 130, top - 200, 260, 230, colors.white),
    rect(x - 130, top - 200, 40, 230, colors.steelLight),
    rect(x - 110, top - 10, 220, 16, colors.accent),
    rect(x - 65, top + 30, 130, 250, colors.white),
    rect(x - 65, top + 30, 30, 250, colors.steelLight),
    rect(x - 72, top + 150, 144, 34, colors.steelDark),
    poly(
      [
        [x - 65, top + 280],
        [x + 65, top + 280],
        [x + 42, top + 410],
        [x - 42, top + 410],
      ],
      tones.steel[1],
    ),
    rect(x - 46, top + 410, 92, 40, colors.white),
    poly(
      [
        [x - 34, top + 450],
        [x + 34, top + 450],
        [x + 12, y - 22],
        [x - 12, y - 22],
      ],
      '#d98a4b',
    ),
    poly(
      [
        [x - 34, top + 450],
        [x - 10, top + 450],
        [x - 4, y - 22],
        [x - 12, y - 22],
      ],
      '#f2b27a',
    ),
  ];
  const body =
    inked(parts.join(''), 4) +
    line(
      [
        [x, y - 22],
        [x, y],
      ],
      colors.hot,
      6,
    );
  return tilt ? group(`transform="rotate(${tilt} ${x} ${y})"`, body) : body;
}

/**
 * The workpiece under the head, its top surface passing through x, y.
 * @param {Seed} s @param {Work} work @param {number} x @param {number} y
 */
function workpiece(s, work, x, y) {
  if (work === 'tube') {
    return (
      inked(
        rect(-20, y, 1000, 220, tones.steel[0]) +
          rect(-20, y + 30, 1000, 40, tones.steel[1]) +
          rect(-20, y + 160, 1000, 60, tones.steel[2]) +
          ellipse(980, y + 110, 60, 110, tones.steel[2]) +
          ellipse(980, y + 110, 44, 92, colors.ink),
        4,
      ) +
      line(
        [
          [x, y + 4],
          [x - 160, y + 20],
          [x - 200, y + 80],
        ],
        colors.ink,
        6,
      )
    );
  }
  if (work === 'beam') {
    return (
      inked(
        poly(
          [
            [-20, y + 30],
            [1220, y + 30],
            [1220, y + 700],
            [-20, y + 700],
          ],
          tones.steel[2],
        ) +
          poly(
            [
              [-20, y - 60],
              [1220, y - 60],
              [1220, y + 40],
              [-20, y + 40],
            ],
            tones.steel[1],
          ) +
          rect(-20, y + 40, 1240, 36, tones.steel[0]) +
          rect(-20, y + 76, 1240, 120, colors.ink, alpha(0.35)),
        4,
      ) +
      line(
        [
          [x, y - 10],
          [x + 10, y + 40],
          [x + 10, y + 76],
        ],
        colors.ink,
        6,
      )
    );
  }
  const t = work === 'plate' ? 90 : 18;
  const slats = [];
  for (let i = 0; i < 14; i += 1)
    slats.push(
      poly(
        [
          [i * 95 - 20, y + t + 40],
          [i * 95 + 20, y + t + 40],
          [i * 95 + 30, 900],
          [i * 95 - 30, 900],
        ],
        colors.steelDark,
      ),
    );
  const cut = s.chance(0.5)
    ? [
        [x, y - 2],
        [x + 140, y - 50],
        [x + 320, y - 52],
        [x + 380, y - 10],
      ]
    : [
        [x, y - 2],
        [x - 40, y - 60],
        [x + 120, y - 90],
        [x + 360, y - 40],
      ];
  return (
    slats.join('') +
    inked(
      poly(
        [
          [-40, y + 40],
          [120, y - 120],
          [1240, y - 120],
          [1240, y + 40],
        ],
        work === 'plate' ? '#aab6c4' : '#c4ceda',
      ) + rect(-40, y + 40, 1280, t, work === 'plate' ? '#7d8b9c' : '#8f9cad'),
      4,
    ) +
    line(/** @type {[number, number][]} */ (cut), colors.ink, work === 'plate' ? 8 : 5) +
    (work === 'plate'
      ? strokes(
          [
            [
              [x - 30, y + 44],
              [x - 30, y + 40 + t],
            ],
            [
              [x + 30, y + 44],
              [x + 30, y + 40 + t],
            ],
          ],
          colors.ink,
          6,
        )
      : '')
  );
}

/**
 * A close-up of the head at work: dark shop, glowing spot, sparks under the work.
 * @param {Seed} s @param {Work} work @param {{ tilt?: number }} [options]
 */
export function headAtWork(s, work, { tilt = 0 } = {}) {
  const x = s.between(540, 660);
  const y = work === 'beam' ? 560 : 640;
  const below =
    work === 'tube' ? y + 200 : work === 'beam' ? y + 76 : y + (work === 'plate' ? 130 : 58);
  const arc = tilt
    ? strokes(
        [
          [
            [x - 260, y - 40],
            [x - 150, y - 300],
            [x, y - 380],
          ],
        ],
        colors.accent,
        4,
        ' stroke-dasharray="14 10"',
      )
    : '';
  return (
    dark() +
    workpiece(s, work, x, y) +
    arc +
    cuttingHead(x, y, tilt) +
    glow(x, y, work === 'plate' ? 30 : 24) +
    sparks(s, x, y, { count: 24, from: 160, to: 380, min: 30, max: 140 }) +
    glow(x, below + 10, 14) +
    sparks(s, x, below, {
      count: work === 'plate' ? 60 : 48,
      from: 55,
      to: 125,
      min: 100,
      max: work === 'plate' ? 420 : 340,
    })
  );
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const laserHeads = {
  'head-sheet': (s) => headAtWork(s, 'sheet'),
  'head-plate': (s) => headAtWork(s, 'plate'),
  'head-tube': (s) => headAtWork(s, 'tube'),
  'head-beam': (s) => headAtWork(s, 'beam'),
  'head-bevel': (s) => headAtWork(s, 'plate', { tilt: 28 }),
};

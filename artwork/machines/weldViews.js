// @ts-check
import { dark, workshop } from '../draw/backdrops.js';
import { colors, tones } from '../draw/colors.js';
import { digits } from '../draw/displays.js';
import { glow, sparks } from '../draw/effects.js';
import { handOf, worker } from '../draw/people.js';
import { view } from '../draw/space.js';
import { alpha, circle, group, inked, line, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/space.js').View} View */

/**
 * The welding gun close: the grip, the nozzle with its wire guide, and the bright spot on a
 * stainless corner.
 * @param {Seed} s
 */
export function laserWeldGun(s) {
  const tilt = s.between(-6, 6);
  return (
    dark() +
    inked(
      poly(
        [
          [0, 760],
          [520, 600],
          [1200, 700],
          [1200, 900],
          [0, 900],
        ],
        tones.galv[1],
      ) +
        poly(
          [
            [520, 600],
            [1200, 700],
            [1200, 720],
            [520, 618],
          ],
          tones.galv[2],
        ),
      3,
    ) +
    group(
      `transform="rotate(${Math.round(tilt)} 560 600)"`,
      inked(
        `<rect x="700" y="120" width="420" height="190" rx="80" fill="${colors.white}"/>` +
          rect(880, 280, 120, 260, colors.accent) +
          poly(
            [
              [600, 180],
              [720, 150],
              [720, 290],
              [600, 260],
            ],
            colors.steelLight,
          ) +
          poly(
            [
              [420, 330],
              [610, 190],
              [640, 240],
              [460, 380],
            ],
            colors.steelLight,
          ) +
          poly(
            [
              [420, 330],
              [460, 380],
              [420, 420],
              [380, 380],
            ],
            '#d98a4b',
          ) +
          line(
            [
              [660, 130],
              [420, 330],
              [410, 380],
            ],
            colors.steel,
            6,
          ),
        4,
      ),
    ) +
    glow(400, 410, 20) +
    strokes(
      [
        [
          [150, 690],
          [400, 600],
        ],
      ],
      '#e6dfd2',
      14,
      ' stroke-linecap="round"',
    )
  );
}

/**
 * The touch panel: power and wobble sliders, a dial, mode buttons and a fingertip on the screen.
 * @param {Seed} s
 */
export function touchPanel(s) {
  const sliders = [];
  for (let i = 0; i < 3; i += 1) {
    const y = 340 + i * 110;
    const at = s.between(0.2, 0.9);
    sliders.push(
      rect(200, y, 420, 20, colors.steelLight) +
        rect(200, y, 420 * at, 20, colors.accent) +
        circle(
          200 + 420 * at,
          y + 10,
          26,
          colors.white,
          ` stroke="${colors.ink}" stroke-width="3"`,
        ),
    );
  }
  const power = s.between(0.3, 0.95);
  const end = Math.PI * (1 + power);
  return (
    workshop(s, 760, { dim: true }) +
    inked(
      `<rect x="100" y="120" width="1000" height="680" rx="30" fill="${colors.navy}"/>` +
        rect(140, 160, 920, 600, '#dbe8f5'),
      4,
    ) +
    sliders.join('') +
    `<path d="M700 560a160 160 0 0 1 320 0" fill="none" stroke="${colors.steelLight}" stroke-width="34"/>` +
    `<path d="M700 560A160 160 0 0 1 ${Math.round(860 + Math.cos(end) * 160)} ${Math.round(560 + Math.sin(end) * 160)}" fill="none" stroke="${colors.accent}" stroke-width="34"/>` +
    digits(String(s.int(800, 2000)), 780, 480, 50, colors.navy) +
    [0, 1, 2, 3]
      .map((i) => rect(200 + i * 120, 200, 90, 90, i === 1 ? colors.accent : colors.blue))
      .join('') +
    inked(`<path d="M${620} 900v-320a40 40 0 0 1 80 0v320z" fill="#e0b694"/>`, 3)
  );
}

/**
 * A weld close-up along a corner: the bright bead, its tint bands and a fresh glowing end.
 * @param {Seed} s @param {{ cleaning?: boolean }} [options]
 */
export function seamCorner(s, { cleaning = false } = {}) {
  const along = s.between(0.45, 0.8);
  const a = /** @type {[number, number]} */ ([600, 80]);
  const b = /** @type {[number, number]} */ ([600, 880]);
  const end = /** @type {[number, number]} */ ([600, 80 + 800 * along]);
  return (
    rect(0, 0, 1200, 900, '#26395a') +
    poly(
      [
        [60, 140],
        [600, 80],
        [600, 880],
        [60, 820],
      ],
      '#c9d3de',
    ) +
    poly(
      [
        [600, 80],
        [1140, 160],
        [1140, 840],
        [600, 880],
      ],
      '#9fadbd',
    ) +
    strokes([[a, b]], colors.ink, 3, alpha(0.4)) +
    strokes([[a, end]], '#d9b77a', 62, ' stroke-linecap="round"') +
    strokes([[a, end]], '#6f8fc0', 40, ' stroke-linecap="round"') +
    strokes([[a, end]], '#f3efe6', 22, ' stroke-linecap="round"') +
    (cleaning
      ? rect(420, end[1] - 220, 360, 200, colors.white, alpha(0.28)) +
        strokes(
          [
            [
              [420, end[1] - 20],
              [780, end[1] - 20],
            ],
          ],
          colors.hot,
          8,
        ) +
        glow(700, end[1] - 20, 12)
      : glow(end[0], end[1], 18))
  );
}

/**
 * An operator laser-welding the corner of a stainless box on the bench.
 * @param {Seed} s @param {{ trainer?: boolean }} [options]
 */
export function weldingOperator(s, { trainer = false } = {}) {
  const v = view(200, 740, 0.9, 0.45, 0.32);
  const wx = s.between(660, 760);
  const [hx, hy] = handOf(wx, 760, 380, 'hold', -1);
  const [bx, by] = v.at(260, 300, 60);
  const out = [
    workshop(s, 640),
    inked(
      v.box(0, 0, 0, 560, 260, 300, tones.steel) +
        v.box(-20, 260, -20, 600, 30, 340, tones.dark) +
        v.box(200, 290, 40, 260, 200, 200, tones.galv),
      3,
    ),
    inked(
      v.box(-260, 0, 160, 220, 460, 260, tones.white) +
        v.front(-260, 420, 160, 220, 14, colors.accent) +
        v.box(-230, 460, 200, 160, 120, 20, tones.navy),
      3,
    ),
    worker(wx, 760, 380, { pose: 'hold', facing: -1, mask: !trainer, suit: colors.navyLight }),
    inked(
      line(
        [
          [hx, hy],
          [bx + 40, by + 10],
        ],
        colors.white,
        16,
      ),
      3,
    ),
    glow(bx + 30, by + 14, 16),
  ];
  if (trainer)
    out.push(worker(wx + 230, 780, 400, { pose: 'point', facing: -1, hat: colors.accent }));
  return out.join('');
}

/**
 * A stainless railing with its laser-welded joints catching the light.
 * @param {Seed} s
 */
export function railingWelds(s) {
  const posts = [];
  const joints = [];
  const rise = s.between(0.15, 0.35);
  for (let x = 80; x < 1200; x += 260) {
    const top = 260 - x * rise * 0.5;
    posts.push([
      [x, top],
      [x, 820 - x * rise],
    ]);
    joints.push(glow(x, top, 10));
  }
  const rails = [0, 150, 280].map((d) => [
    [0, 260 + d],
    [1200, 260 + d - 600 * rise],
  ]);
  return (
    gradient2() +
    poly(
      [
        [0, 860],
        [1200, 860 - 1200 * rise],
        [1200, 900],
        [0, 900],
      ],
      colors.steelDark,
    ) +
    strokes(
      /** @type {[number, number][][]} */ (rails),
      colors.ink,
      30,
      ' stroke-linecap="round"',
    ) +
    strokes(/** @type {[number, number][][]} */ (rails), '#dfe6ee', 22, ' stroke-linecap="round"') +
    strokes(
      /** @type {[number, number][][]} */ (posts),
      colors.ink,
      40,
      ' stroke-linecap="round"',
    ) +
    strokes(/** @type {[number, number][][]} */ (posts), '#c9d3de', 30, ' stroke-linecap="round"') +
    joints.join('')
  );
}

const gradient2 = () =>
  `<defs><linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dde4ec"/><stop offset="1" stop-color="#9fb2c6"/></linearGradient></defs>` +
  rect(0, 0, 1200, 900, 'url(#r)');

/**
 * An arc close-up: the torch over a steel joint, the arc's glare and sparks, the bead behind.
 * @param {Seed} s
 */
export function weldArc(s) {
  const x = s.between(520, 680);
  const y = 620;
  return (
    dark() +
    inked(
      poly(
        [
          [0, 700],
          [1200, 560],
          [1200, 900],
          [0, 900],
        ],
        '#6f7f93',
      ) +
        poly(
          [
            [0, 700],
            [1200, 560],
            [1200, 520],
            [0, 660],
          ],
          '#9aa8b8',
        ) +
        poly(
          [
            [300, 90],
            [1000, 40],
            [1000, 590],
            [300, 680],
          ],
          '#56667c',
        ),
      3,
    ) +
    strokes(
      [
        [
          [120, 690],
          [x, y],
        ],
      ],
      '#9c7a55',
      34,
      ' stroke-linecap="round"',
    ) +
    strokes(
      [
        [
          [120, 690],
          [x, y],
        ],
      ],
      '#c9a46a',
      14,
      ' stroke-linecap="round"',
    ) +
    inked(
      group(
        `transform="translate(${Math.round(x)} ${y}) rotate(-30)"`,
        rect(-30, -420, 60, 260, colors.steelDark),
        poly(
          [
            [-30, -160],
            [30, -160],
            [22, -40],
            [-22, -40],
          ],
          '#d98a4b',
        ),
      ),
      3,
    ) +
    glow(x, y, 40, colors.plasma) +
    sparks(s, x, y, { count: 70, from: 180, to: 370, min: 80, max: 360 })
  );
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const weldViews = {
  'laser-weld-gun': laserWeldGun,
  'touch-panel': touchPanel,
  'weld-seam-corner': (s) => seamCorner(s),
  'laser-cleaning': (s) => seamCorner(s, { cleaning: true }),
  'laser-weld-operator': (s) => weldingOperator(s),
  training: (s) => weldingOperator(s, { trainer: true }),
  'railing-welds': railingWelds,
  'weld-arc': weldArc,
};

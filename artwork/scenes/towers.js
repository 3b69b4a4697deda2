// @ts-check
import { light, sky } from '../draw/backdrops.js';
import { colors } from '../draw/colors.js';
import { figure, floodlight, members, mobileCrane, sideOf } from '../draw/sceneParts.js';
import { view } from '../draw/space.js';
import { alpha, group, inked, poly, rect, strokes } from '../draw/svg.js';

/** @typedef {import('../draw/random.js').Seed} Seed */
/** @typedef {import('../draw/svg.js').Point} Point */

/**
 * The lines of a lattice tower standing at x on the ground: tapering legs, X bracing, and the
 * cross-arms with their insulator strings. `upTo` cuts it at a share of its height.
 * @param {number} x @param {number} ground @param {number} height @param {number} [upTo]
 * @returns {{ lines: Point[][]; arms: Point[] }}
 */
export function latticeTower(x, ground, height, upTo = 1) {
  const base = height * 0.24;
  const waist = height * 0.06;
  const panels = 12;
  const halfAt = (/** @type {number} */ t) => base + (waist - base) * Math.min(1, t / 0.75);
  /** @type {Point[][]} */
  const lines = [];
  /** @type {Point[]} */
  const arms = [];
  const top = Math.round(panels * upTo);
  for (let i = 0; i < top; i += 1) {
    const t0 = i / panels;
    const t1 = (i + 1) / panels;
    const [y0, y1] = [ground - t0 * height, ground - t1 * height];
    const [h0, h1] = [halfAt(t0), halfAt(t1)];
    lines.push(
      [
        [x - h0, y0],
        [x - h1, y1],
      ],
      [
        [x + h0, y0],
        [x + h1, y1],
      ],
      [
        [x - h0, y0],
        [x + h1, y1],
      ],
      [
        [x + h0, y0],
        [x - h1, y1],
      ],
      [
        [x - h1, y1],
        [x + h1, y1],
      ],
    );
  }
  if (upTo >= 1) {
    for (const [t, reach] of [
      [0.78, 2.4],
      [0.9, 1.8],
    ]) {
      const y = ground - (t ?? 0) * height;
      const w = waist * (reach ?? 1) * 2.2;
      lines.push(
        [
          [x - w, y],
          [x + w, y],
        ],
        [
          [x - w, y],
          [x - waist, y - 40],
        ],
        [
          [x + w, y],
          [x + waist, y - 40],
        ],
      );
      arms.push([x - w, y], [x + w, y]);
    }
    lines.push([
      [x - waist, ground - height],
      [x, ground - height - 40],
      [x + waist, ground - height],
    ]);
  }
  return { lines, arms };
}

/** Insulator strings hanging from the arm tips, and the conductors leaving the picture. */
/** @param {Point[]} arms @param {boolean} dark */
function conductors(arms, dark) {
  const out = [];
  for (const [x, y] of arms) {
    out.push(
      rect(
        x - 5,
        y,
        10,
        60,
        dark ? '#9fb2c6' : '#e8edf3',
        ` stroke="${colors.ink}" stroke-width="2"`,
      ),
    );
    const side = x < 600 ? -1 : 1;
    out.push(
      `<path d="M${Math.round(x)} ${Math.round(y + 60)}q${side * 300} 120 ${side * 700} 60" fill="none" stroke="${dark ? '#9fb2c6' : colors.steelDark}" stroke-width="3"/>`,
    );
  }
  return out.join('');
}

/**
 * A galvanised power-line tower against the sky, with its conductors.
 * @param {Seed} s @param {{ build?: boolean }} [options] `build`: the top section still on the crane
 */
export function towerScene(s, { build = false } = {}) {
  const l = light[s.time];
  const horizon = 640;
  const x = s.between(480, 620);
  const ground = s.between(820, 860);
  const height = s.between(620, 700);
  const galv = l.dark ? (s.time === 'night' ? '#cfd8e3' : '#1b2940') : '#9fb0c2';
  const out = [sky(s, horizon), rect(0, horizon, 1200, 260, l.ground)];
  if (!build) {
    const far = latticeTower(x + (x < 600 ? 420 : -420), horizon + 20, height * 0.35);
    out.push(members(far.lines, 2, galv), group('opacity=".6"', conductors(far.arms, l.dark)));
  }
  const tower = latticeTower(x, ground, height, build ? 0.66 : 1);
  out.push(
    rect(x - height * 0.28, ground - 10, height * 0.56, 20, colors.concrete),
    members(tower.lines, 5, galv),
  );
  if (build) {
    const top = latticeTower(x, ground - 80, height, 1);
    const section = top.lines.filter((line) =>
      line.every(([, y]) => y < ground - 80 - height * 0.66),
    );
    out.push(
      members(section, 5, colors.accent),
      mobileCrane(x + 330, ground - 10, 320, [x, ground - 80 - height * 1.02], {
        drop: 60,
        facing: -1,
      }),
    );
    out.push(
      figure(x - 40, ground - height * 0.66, 50),
      figure(x - 200, ground, 90),
      figure(x + 140, ground, 90, colors.white),
    );
  } else {
    out.push(conductors(tower.arms, l.dark));
  }
  if (s.time === 'night') out.push(floodlight(x - 360, ground, 320, x));
  return sideOf(s, out.join(''));
}

/**
 * A tower section lying on the ground, bolted together by the crew before the lift.
 * @param {Seed} s
 */
export function towerOnGround(s) {
  const l = light[s.time];
  const v = view(200, 700, 1, 0.35, 0.62);
  const galv = l.dark ? '#8594a8' : '#9fb0c2';
  const body = latticeTower(0, 0, 900, 0.75).lines.map((line) =>
    line.map(([x, y]) => v.at(-y, 40, x + 160)),
  );
  const out = [sky(s, 460), rect(0, 460, 1200, 440, l.ground)];
  for (let i = 0; i < 5; i += 1)
    out.push(inked(rect(...v.at(60 + i * 170, 40, 120), 60, 40, colors.steelDark), 2));
  out.push(members(/** @type {Point[][]} */ (body), 6, galv));
  const angles = [];
  for (let i = 0; i < 8; i += 1)
    angles.push([v.at(-40 + i * 8, 10 + i * 6, -160), v.at(460 + i * 8, 10 + i * 6, -160)]);
  out.push(members(/** @type {Point[][]} */ (angles), 4, galv));
  out.push(
    figure(...v.at(320, 0, -60), 120),
    figure(...v.at(620, 0, -20), 120, colors.white),
    figure(...v.at(150, 0, 380), 100),
  );
  out.push(mobileCrane(...v.at(1000, 0, 420), 280, v.at(1000, 560, 420), { drop: 10, facing: -1 }));
  return sideOf(s, out.join(''));
}

/**
 * Solar mounting structures: rows of tilted tables on driven posts, panels on the finished rows.
 * @param {Seed} s @param {{ piling?: boolean }} [options] `piling`: posts being driven, rig at work
 */
export function solarScene(s, { piling = false } = {}) {
  const seed = s.time === 'night' ? { ...s, time: /** @type {const} */ ('morning') } : s;
  const l = light[seed.time];
  const v = view(s.between(-60, 0), 900, 0.85, 0.3, 0.24);
  const galv = l.dark ? '#8594a8' : '#b6c1cc';
  const out = [sky(seed, 470, { city: false }), rect(0, 470, 1200, 430, l.ground)];
  const rows = 6;
  const panelled = piling ? 0 : s.int(2, rows);
  for (let r = rows - 1; r >= 0; r -= 1) {
    const z = r * 260;
    /** @type {Point[][]} */
    const lines = [];
    for (let x = 0; x < 1500; x += piling ? 140 : 250) {
      if (piling) {
        if (r > 2 || (r === 2 && x < 700)) lines.push([v.at(x, 0, z), v.at(x, 90, z)]);
        continue;
      }
      lines.push(
        [v.at(x, 0, z), v.at(x, 150, z)],
        [v.at(x, 0, z + 120), v.at(x, 70, z + 120)],
        [v.at(x, 150, z), v.at(x, 70, z + 120)],
      );
    }
    if (!piling)
      lines.push(
        [v.at(-60, 150, z), v.at(1400, 150, z)],
        [v.at(-60, 70, z + 120), v.at(1400, 70, z + 120)],
      );
    out.push(members(lines, piling ? 8 : 5, galv));
    if (r < panelled) {
      out.push(
        poly(
          [
            v.at(-60, 160, z - 10),
            v.at(1400, 160, z - 10),
            v.at(1400, 80, z + 130),
            v.at(-60, 80, z + 130),
          ],
          '#2c4a72',
          ` stroke="${colors.ink}" stroke-width="3"`,
        ),
      );
      out.push(
        strokes(
          Array.from({ length: 14 }, (_, i) => [
            v.at(-60 + i * 104, 160, z - 10),
            v.at(-60 + i * 104, 80, z + 130),
          ]),
          '#8fb4d6',
          3,
        ),
      );
    }
  }
  if (piling) {
    const [px, py] = v.at(750, 0, 520);
    out.push(
      inked(
        rect(px - 120, py - 60, 240, 60, colors.star) +
          rect(px - 140, py - 20, 280, 30, colors.ink) +
          rect(px - 20, py - 420, 40, 360, colors.steelDark) +
          rect(px - 40, py - 300, 80, 110, colors.accent) +
          rect(px - 6, py - 190, 12, 150, galv),
        3,
      ),
      figure(px + 180, py + 40, 110),
    );
  }
  return sideOf(
    s,
    out.join('') + (s.time === 'dusk' ? rect(0, 0, 1200, 900, colors.accent, alpha(0.04)) : ''),
  );
}

/** @satisfies {Record<string, (s: Seed) => string>} */
export const towerScenes = {
  'lattice-tower': (s) => towerScene(s),
  'tower-erection': (s) => towerScene(s, { build: true }),
  'tower-ground': towerOnGround,
  'solar-frames': (s) => solarScene(s),
  'pile-driving': (s) => solarScene(s, { piling: true }),
};

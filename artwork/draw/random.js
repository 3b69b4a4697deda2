// @ts-check

/** FNV-1a: the same slot name always gives the same seed. */
/** @param {string} text */
export function hash(text) {
  let h = 2166136261;
  for (const char of text) {
    h ^= char.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so output never depends on Math.random. */
/** @param {number} seed */
function mulberry(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @typedef {'day' | 'morning' | 'dusk' | 'night' | 'overcast'} Time */

/**
 * What a drawing may vary: a seeded generator and the choices taken from it.
 * @typedef {object} Seed
 * @property {() => number} r a number in [0, 1)
 * @property {(low: number, high: number) => number} between
 * @property {(low: number, high: number) => number} int a whole number, both ends included
 * @property {<T>(items: readonly T[]) => T} pick
 * @property {(chance: number) => boolean} chance
 * @property {Time} time the time of day of an outdoor scene
 * @property {boolean} flip whether a scene is seen from the other side
 */

/** @type {readonly Time[]} */
export const times = ['day', 'morning', 'dusk', 'night', 'overcast'];

/**
 * @param {string} name
 * @param {Time} [time] a time of day the slot asks for; otherwise one taken from the name
 * @returns {Seed}
 */
export function seedFrom(name, time) {
  const r = mulberry(hash(name));
  /** @type {Seed['pick']} */
  const pick = (items) =>
    /** @type {(typeof items)[number]} */ (items[Math.floor(r() * items.length)]);
  const drawnTime = pick(
    /** @type {Time[]} */ (['day', 'day', 'morning', 'dusk', 'overcast', 'night']),
  );
  return {
    r,
    between: (low, high) => low + (high - low) * r(),
    int: (low, high) => low + Math.floor(r() * (high - low + 1)),
    pick,
    chance: (chance) => r() < chance,
    time: time ?? drawnTime,
    flip: r() < 0.5,
  };
}

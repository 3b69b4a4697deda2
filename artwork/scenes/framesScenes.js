// @ts-check
import { craneRunway, hallScene, multiStorey } from './halls.js';

/** @typedef {import('../draw/random.js').Seed} Seed */

/** @satisfies {Record<string, (s: Seed) => string>} */
export const frameScenes = {
  'hall-frame': (s) => hallScene(s, { installed: s.int(3, 5), crane: true }),
  'truss-hall': (s) =>
    hallScene(s, {
      truss: true,
      bays: 6,
      installed: s.int(4, 6),
      crane: s.chance(0.5),
      roof: s.int(0, 2),
    }),
  'warehouse-frame': (s) => hallScene(s, { bays: 9, pitch: 60, installed: 9 }),
  'truss-lift': (s) => hallScene(s, { truss: true, bays: 7, installed: s.int(3, 5), crane: true }),
  'roof-sheeting': (s) => hallScene(s, { roof: s.int(2, 4), walls: s.int(0, 2) }),
  'sandwich-panels': (s) => hallScene(s, { bays: 8, pitch: 60, walls: s.int(2, 5), roof: 7 }),
  'hall-finished': (s) => hallScene(s, { roof: 8, walls: 8, finished: true }),
  'crane-runway': craneRunway,
  'multi-storey': (s) => multiStorey(s),
};

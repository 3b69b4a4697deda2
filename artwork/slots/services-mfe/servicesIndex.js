// @ts-check
/** @typedef {import('../../writeArtwork.js').DrawingSlot} DrawingSlot */

/**
 * Image slots of the services overview (files under index/).
 * @type {DrawingSlot[]}
 */
export const indexSlots = [
  { file: 'index/metal-construction.svg', motif: 'truss-hall' },
  { file: 'index/project-design.svg', motif: 'design-model' },
  { file: 'index/industrial-maintenance.svg', motif: 'laser-service' },
  { file: 'index/tower-installation.svg', motif: 'tower-erection' },
  { file: 'index/facade-covering.svg', motif: 'facade-panels' },
  { file: 'index/building-assembly.svg', motif: 'multi-storey' },
];

/**
 * The four services the home page shows (files under home/).
 * @type {DrawingSlot[]}
 */
export const homeSlots = [
  { file: 'home/cutting.svg', motif: 'head-sheet' },
  { file: 'home/welding.svg', motif: 'weld-arc' },
  { file: 'home/construction.svg', motif: 'hall-frame' },
  { file: 'home/repair.svg', motif: 'machine-service' },
];

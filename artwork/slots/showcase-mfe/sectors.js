// @ts-check

/**
 * One picture for each of the six sector themes.
 * @type {import('../../writeArtwork.js').DrawingSlot[]}
 */
export const sectorSlots = [
  { file: 'sectors/metal-construction.svg', motif: 'truss-hall' },
  { file: 'sectors/design.svg', motif: 'plates-drawings' },
  { file: 'sectors/equipment.svg', motif: 'head-sheet' },
  { file: 'sectors/towers.svg', motif: 'lattice-tower', time: 'dusk' },
  { file: 'sectors/facade.svg', motif: 'facade-subframe' },
  { file: 'sectors/buildings.svg', motif: 'prefab-building' },
];

/** One picture for each of the six sector themes. */
export const sectorSlots = [
  { file: 'sectors/metal-construction.svg', motif: 'structure' },
  { file: 'sectors/design.svg', motif: 'sheet' },
  { file: 'sectors/equipment.svg', motif: 'laser' },
  { file: 'sectors/towers.svg', motif: 'tower' },
  { file: 'sectors/facade.svg', motif: 'facade' },
  { file: 'sectors/buildings.svg', motif: 'building' },
];

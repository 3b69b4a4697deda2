/** Image slots of the catalogue, welding, lathe and mill, cutting and consumables pages. */
export const equipmentSlots = [
  { file: 'catalog/cnc-laser.svg', motif: 'laser' },
  { file: 'catalog/welding-machines.svg', motif: 'welding' },
  { file: 'catalog/cutting-machines.svg', motif: 'sheet' },
  { file: 'catalog/torna-freze.svg', motif: 'machine' },
  { file: 'catalog/consumables.svg', motif: 'sheet' },
];

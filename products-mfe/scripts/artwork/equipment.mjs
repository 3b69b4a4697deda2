/** @param {string} folder @param {number} count @param {string[]} motifs */
const gallery = (folder, count, motifs) =>
  Array.from({ length: count }, (_, index) => ({
    file: `${folder}/${index + 1}.svg`,
    motif: motifs[index % motifs.length],
  }));

/** Image slots of the catalogue, welding, lathe and mill, cutting and consumables pages. */
export const equipmentSlots = [
  { file: 'catalog/cnc-laser.svg', motif: 'laser' },
  { file: 'catalog/welding-machines.svg', motif: 'welding' },
  { file: 'catalog/cutting-machines.svg', motif: 'sheet' },
  { file: 'catalog/torna-freze.svg', motif: 'machine' },
  { file: 'catalog/consumables.svg', motif: 'sheet' },
  { file: 'catalog/compressors.svg', motif: 'machine' },
  { file: 'catalog/industrial-scales.svg', motif: 'sheet' },
  { file: 'catalog/generators.svg', motif: 'machine' },
  { file: 'welding/handheld-laser-welding.svg', motif: 'laser' },
  { file: 'welding/mig-mag-welding.svg', motif: 'welding' },
  { file: 'welding/tig-welding.svg', motif: 'welding' },
  ...gallery('welding/handheld-laser-welding', 9, ['welding', 'laser', 'machine']),
  ...gallery('torna-freze/lathe', 4, ['machine', 'sheet']),
  ...gallery('torna-freze/milling', 4, ['machine', 'structure']),
  ...gallery('cutting/guillotine-shear', 3, ['sheet', 'machine']),
  ...gallery('cutting/plasma-cutter', 4, ['laser', 'sheet']),
  { file: 'consumables/welding.svg', motif: 'welding' },
  { file: 'consumables/cutting.svg', motif: 'laser' },
  { file: 'consumables/safety.svg', motif: 'structure' },
];

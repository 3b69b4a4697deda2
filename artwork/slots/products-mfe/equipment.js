// @ts-check
/** @typedef {import('../../index.js').Motif} Motif */

/**
 * A numbered gallery (`<folder>/1.svg`, `2.svg`, ...), one drawing for each image in page order.
 * @param {string} folder @param {Motif[]} motifs
 */
const gallery = (folder, motifs) =>
  motifs.map((motif, index) => ({ file: `${folder}/${index + 1}.svg`, motif }));

/**
 * Image slots of the catalogue, welding, lathe and mill, cutting and consumables pages.
 * @type {import('../../writeArtwork.js').DrawingSlot[]}
 */
export const equipmentSlots = [
  { file: 'catalog/cnc-laser.svg', motif: 'laser-flatbed' },
  { file: 'catalog/welding-machines.svg', motif: 'mig-welder' },
  { file: 'catalog/cutting-machines.svg', motif: 'guillotine' },
  { file: 'catalog/torna-freze.svg', motif: 'lathe' },
  { file: 'catalog/consumables.svg', motif: 'consumables-boxes' },
  { file: 'catalog/compressors.svg', motif: 'compressor' },
  { file: 'catalog/industrial-scales.svg', motif: 'scale' },
  { file: 'catalog/generators.svg', motif: 'generator' },
  { file: 'welding/handheld-laser-welder.svg', motif: 'laser-welder' },
  { file: 'welding/mig-mag-welding.svg', motif: 'mig-welder' },
  { file: 'welding/tig-welding.svg', motif: 'tig-welder' },
  // seam, head, cabinet, panel, wire, corner, railing, cleaning, training
  ...gallery('welding/handheld-laser-welding', [
    'weld-seam-corner',
    'laser-weld-gun',
    'laser-welder',
    'touch-panel',
    'wire-feeder',
    'laser-weld-operator',
    'railing-welds',
    'laser-cleaning',
    'training',
  ]),
  // bed, chuck, gearbox, readout
  ...gallery('torna-freze/lathe', ['lathe', 'lathe-chuck', 'lathe-gearbox', 'readout-2']),
  // front, head, table, readout
  ...gallery('torna-freze/milling', ['mill', 'mill-head', 'mill-table', 'readout-3']),
  // front, gauge, blanks
  ...gallery('cutting/guillotine-shear', ['guillotine', 'shear-gauge', 'blanks']),
  // table, torch, parts, control
  ...gallery('cutting/plasma-cutter', [
    'plasma-table',
    'plasma-torch',
    'plasma-parts',
    'cnc-control-plasma',
  ]),
  { file: 'consumables/welding.svg', motif: 'consumables-welding' },
  { file: 'consumables/cutting.svg', motif: 'consumables-cutting' },
  { file: 'consumables/safety.svg', motif: 'consumables-safety' },
];

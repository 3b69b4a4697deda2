// @ts-check

/**
 * Image slots of the workshop pages: metal processing and industrial maintenance.
 * @type {import('../../writeArtwork.js').DrawingSlot[]}
 */
export const workshopSlots = [
  { file: 'metal-processing/cutting.svg', motif: 'head-sheet' },
  { file: 'metal-processing/welding.svg', motif: 'weld-beam' },
  { file: 'metal-processing/bending.svg', motif: 'press-brake' },
  { file: 'metal-processing/assembly.svg', motif: 'assembly-jig' },
  { file: 'metal-processing/surface.svg', motif: 'paint-shop' },
  { file: 'metal-processing/quality.svg', motif: 'inspection' },
  { file: 'industrial-maintenance/laser.svg', motif: 'laser-service' },
  { file: 'industrial-maintenance/cnc.svg', motif: 'machine-service' },
  { file: 'industrial-maintenance/plasma.svg', motif: 'plasma-torch' },
  { file: 'industrial-maintenance/lathe-milling.svg', motif: 'lathe' },
];

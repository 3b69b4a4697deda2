/** Image slots of the workshop pages: metal processing and industrial maintenance. */
export const workshopSlots = [
  { file: 'metal-processing/cutting.svg', motif: 'laser' },
  { file: 'metal-processing/welding.svg', motif: 'welding' },
  { file: 'metal-processing/bending.svg', motif: 'sheet' },
  { file: 'metal-processing/assembly.svg', motif: 'structure' },
  { file: 'metal-processing/surface.svg', motif: 'sheet' },
  { file: 'metal-processing/quality.svg', motif: 'machine' },
  { file: 'industrial-maintenance/laser.svg', motif: 'laser' },
  { file: 'industrial-maintenance/cnc.svg', motif: 'machine' },
  { file: 'industrial-maintenance/plasma.svg', motif: 'welding' },
  { file: 'industrial-maintenance/lathe-milling.svg', motif: 'machine' },
];

/** Image slots of the services overview (files under index/). */
export const indexSlots = [
  { file: 'index/metal-construction.svg', motif: 'structure' },
  { file: 'index/project-design.svg', motif: 'building' },
  { file: 'index/industrial-maintenance.svg', motif: 'machine' },
  { file: 'index/tower-installation.svg', motif: 'tower' },
  { file: 'index/facade-covering.svg', motif: 'facade' },
  { file: 'index/building-assembly.svg', motif: 'building' },
];

/** The four services the home page shows (files under home/). */
export const homeSlots = [
  { file: 'home/cutting.svg', motif: 'laser' },
  { file: 'home/welding.svg', motif: 'welding' },
  { file: 'home/construction.svg', motif: 'structure' },
  { file: 'home/repair.svg', motif: 'machine' },
];

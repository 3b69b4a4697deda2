// @ts-check

/** @typedef {import('../../writeArtwork.js').Slot} Slot */

/** The image slots of shell, written under `shell/src/assets/artwork/`. @type {Slot[]} */
export const slots = [
  { file: 'home/project-workshop.svg', motif: 'truss-hall' },
  { file: 'home/project-tower.svg', motif: 'lattice-tower' },
  { file: 'home/project-facade.svg', motif: 'facade-panels' },
];

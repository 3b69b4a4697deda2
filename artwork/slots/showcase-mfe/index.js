// @ts-check
import { partnerSlots } from './partners.js';
import { projectSlots } from './projects.js';
import { sectorSlots } from './sectors.js';

/** @typedef {import('../../writeArtwork.js').Slot} Slot */

/** The image slots of showcase-mfe, written under `showcase-mfe/src/assets/artwork/`. @type {Slot[]} */
export const slots = [
  { file: 'about/workshop.svg', motif: 'workshop' },
  { file: 'about/direction-construction.svg', motif: 'hall-frame' },
  { file: 'about/direction-equipment.svg', motif: 'laser-flatbed' },
  ...projectSlots,
  ...partnerSlots,
  ...sectorSlots,
];

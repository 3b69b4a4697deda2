// @ts-check
import { constructionSlots } from './construction.js';
import { homeSlots, indexSlots } from './servicesIndex.js';
import { workshopSlots } from './workshop.js';

/** @typedef {import('../../writeArtwork.js').Slot} Slot */

/** The image slots of services-mfe, written under `services-mfe/src/assets/artwork/`. @type {Slot[]} */
export const slots = [...homeSlots, ...indexSlots, ...workshopSlots, ...constructionSlots];

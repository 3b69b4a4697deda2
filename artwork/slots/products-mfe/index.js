// @ts-check
import { cncLaserSlots } from './cncLaser.js';
import { equipmentSlots } from './equipment.js';

/** @typedef {import('../../writeArtwork.js').Slot} Slot */

/** The image slots of products-mfe, written under `products-mfe/src/assets/artwork/`. @type {Slot[]} */
export const slots = [...equipmentSlots, ...cncLaserSlots];

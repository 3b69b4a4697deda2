// @ts-check
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderArtwork, renderLogo } from './index.js';

/** @typedef {{ file: string; motif: import('./index.js').Motif; time?: import('./index.js').Time }} DrawingSlot */
/** @typedef {{ file: string; logo: number }} LogoSlot a partner's placeholder logo, by its number */
/** @typedef {DrawingSlot | LogoSlot} Slot */

/**
 * Writes an app's placeholder images. Each app's slots are listed in `slots/<app>/index.js`;
 * the files are committed, so builds need no step of their own.
 * @param {string} outDir
 * @param {Slot[]} slots
 */
export async function writeArtwork(outDir, slots) {
  for (const slot of slots) {
    const file = path.join(outDir, slot.file);
    await mkdir(path.dirname(file), { recursive: true });
    const svg =
      'logo' in slot
        ? renderLogo({ number: slot.logo })
        : renderArtwork({ name: slot.file, motif: slot.motif, time: slot.time });
    await writeFile(file, svg);
  }
  console.log(`Wrote ${slots.length} images to ${outDir}`);
}

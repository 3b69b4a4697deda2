// @ts-check
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderArtwork, renderLogo } from './artwork.js';

/**
 * Writes an app's placeholder images. Each app lists its slots in `scripts/artwork.mjs`;
 * the files are committed, so builds need no step of their own.
 * @param {string} outDir
 * @param {Array<{ file: string; motif: import('./artwork.js').Motif } | { file: string; logo: string }>} slots
 */
export async function writeArtwork(outDir, slots) {
  for (const slot of slots) {
    const file = path.join(outDir, slot.file);
    await mkdir(path.dirname(file), { recursive: true });
    const svg =
      'logo' in slot
        ? renderLogo({ name: slot.logo })
        : renderArtwork({ name: slot.file, motif: slot.motif });
    await writeFile(file, svg);
  }
  console.log(`Wrote ${slots.length} images to ${outDir}`);
}

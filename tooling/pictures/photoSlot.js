// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Photo files a team member may drop next to a generated `<slot>.svg`, in order of preference. */
export const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp'];

const artworkFolder = `${path.sep}assets${path.sep}artwork${path.sep}`;

/** @param {string} file */
export const isArtworkSlot = (file) => file.includes(artworkFolder) && file.endsWith('.svg');

/**
 * The photo that fills an artwork slot, if any: `<slot>.jpg` (or .jpeg, .png, .webp) next to
 * `<slot>.svg`, or in `overlay` at the same path below the workspace (a test's fixture photos).
 * @param {string} svg the slot's `.svg` path
 * @param {{ workspace: string; overlay?: string }} options
 * @returns {string | undefined}
 */
export function photoForSlot(svg, { workspace, overlay }) {
  const base = svg.slice(0, -'.svg'.length);
  const folders = overlay ? [path.join(overlay, path.relative(workspace, base)), base] : [base];
  for (const candidate of folders) {
    for (const extension of photoExtensions) {
      if (existsSync(candidate + extension)) return candidate + extension;
    }
  }
  return undefined;
}

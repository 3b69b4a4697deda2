// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Photo files a team member may drop next to a generated `<slot>.svg`, in order of preference. */
export const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp'];

const artworkFolder = `${path.sep}assets${path.sep}artwork${path.sep}`;

/** @param {string} file */
export const isArtworkSlot = (file) => file.includes(artworkFolder) && file.endsWith('.svg');

/** Where an app's photos chosen in the content editor are listed, below the content root. */
export const photoChoicesFile = (/** @type {string} */ app) => `${app}/content/photos.json`;

/** Where staff's photos of an app go (the content editor uploads there). */
export const photoFolder = (/** @type {string} */ app) => `${app}/content/photos`;

/**
 * A slot's place: its app and its path below the app's artwork folder, without `.svg`
 * (`showcase-mfe`, `['projects', 'project-07']`), or undefined for a file that is no slot.
 * @param {string} svg
 * @param {string} workspace
 */
export function slotPlace(svg, workspace) {
  const [app = '', ...below] = path.relative(workspace, svg).split(path.sep);
  const artwork = below.indexOf('artwork');
  if (!isArtworkSlot(svg) || below.slice(0, artwork).join('/') !== 'src/assets') return undefined;
  const keys = below.slice(artwork + 1);
  keys.push((keys.pop() ?? '').slice(0, -'.svg'.length));
  return { app, keys };
}

/**
 * The photo staff chose for a slot in the content editor: its entry in the app's photos.json
 * (a path from the content root), if that names one.
 * @param {string} svg
 * @param {{ workspace: string; content?: string }} options
 */
export function chosenPhoto(svg, { workspace, content = workspace }) {
  const place = slotPlace(svg, workspace);
  if (!place) return undefined;
  let choice;
  try {
    choice = JSON.parse(readFileSync(path.join(content, photoChoicesFile(place.app)), 'utf8'));
  } catch {
    return undefined;
  }
  for (const key of place.keys) choice = choice?.[key];
  return typeof choice === 'string' && choice !== '' ? path.join(content, choice) : undefined;
}

/**
 * The photo that fills an artwork slot, if any: in `overlay` at the slot's path below the
 * workspace (a test's fixture photos), the one chosen in the content editor (`photos.json` of the
 * app, read from `content`), or `<slot>.jpg` (or .jpeg, .png, .webp) next to `<slot>.svg`.
 * @param {string} svg the slot's `.svg` path
 * @param {{ workspace: string; overlay?: string; content?: string }} options
 * @returns {string | undefined}
 */
export function photoForSlot(svg, { workspace, overlay, content }) {
  const base = svg.slice(0, -'.svg'.length);
  const beside = (/** @type {string} */ candidate) =>
    photoExtensions.map((extension) => candidate + extension).find((file) => existsSync(file));
  return (
    (overlay ? beside(path.join(overlay, path.relative(workspace, base))) : undefined) ??
    chosenPhoto(svg, { workspace, content }) ??
    beside(base)
  );
}

// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The apps that have image slots (`<app>/src/assets/artwork/**\/<slot>.svg`). */
export const photoApps = ['shell', 'services-mfe', 'products-mfe', 'showcase-mfe'];

/**
 * An app's image slots by folder, from its artwork drawings: `{ projects: { 'project-07': null } }`.
 * @param {string} workspace
 * @param {string} app
 * @returns {import('@site/shared/content/schemas/photos').SlotTree}
 */
export function slotTree(workspace, app) {
  /** @returns {Record<string, import('@site/shared/content/schemas/photos').SlotTree>} */
  const walk = (/** @type {string} */ dir) => {
    const entries = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || entry.name.endsWith('.svg'))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
      .map((entry) =>
        entry.isDirectory()
          ? [entry.name, walk(path.join(dir, entry.name))]
          : [entry.name.slice(0, -'.svg'.length), null],
      );
    const names = entries.map(([name]) => name);
    const twice = names.find((name, index) => names.indexOf(name) !== index);
    if (twice) {
      throw new Error(
        `${path.relative(workspace, path.join(dir, String(twice)))} is both an image slot and a folder of slots: rename one.`,
      );
    }
    return Object.fromEntries(entries);
  };
  const artwork = path.join(workspace, app, 'src/assets/artwork');
  return existsSync(artwork) ? walk(artwork) : {};
}

// @ts-check
import { z } from 'zod';
import { uploadedPhoto } from './fields.js';

/**
 * @typedef {null | { [name: string]: SlotTree }} SlotTree
 * An app's image slots by folder: `{ projects: { 'project-07': null } }`.
 */

/**
 * The schema of an app's `content/photos.json`: for any of its image slots, the photo staff chose
 * in the content editor, as a path from the workspace into `folder`, or '' for the drawing.
 * A slot that does not exist, a file that is not a photo or not there is refused.
 * @param {SlotTree} slots the app's slots (from its artwork folder)
 * @param {{ folder: string; exists: (file: string) => boolean }} options
 * @returns {z.ZodType}
 */
export function photoChoicesSchema(slots, { folder, exists }) {
  const photo = uploadedPhoto({ folder, exists });
  /** @param {SlotTree} node @returns {z.ZodType} */
  const schemaOf = (node) =>
    node === null
      ? photo
      : z.strictObject(
          Object.fromEntries(
            Object.entries(node).map(([name, below]) => [name, schemaOf(below).optional()]),
          ),
        );
  return schemaOf(slots);
}

// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';
import { partnersSchema } from '@site/shared/content/schemas/partners';
import { projectsSchema } from '@site/shared/content/schemas/projects';
import {
  partnerDrawings,
  partnersFile,
  projectDrawings,
  projectsFile,
} from '@site/tooling/content/contentFiles';
import { photoFolder } from '@site/tooling/pictures/photoSlot';
import { fieldsFromSchema } from '../config/fieldsFromSchema.js';
import { keyOrder } from '../config/keyOrder.js';
import { readContent } from '../config/readContent.js';

/**
 * A file of lists staff lengthen, shorten and reorder (web team), its fields from its schema,
 * each item summed up by its English `summary` field.
 * @param {string} root the content being edited
 * @param {{ name: string; label: string; description: string; file: string; entry: string;
 *   page: string; item: string; summary: string;
 *   schema: (options: { folder: string; exists: (file: string) => boolean }) => import('zod').ZodObject }} list
 */
function listCollection(
  root,
  { name, label, description, file, entry, page, item, summary, schema },
) {
  const fileSchema = schema({
    folder: photoFolder('showcase-mfe'),
    exists: (photo) => existsSync(path.join(root, photo)),
  });
  return {
    order: keyOrder(readContent(root, file)),
    name,
    label,
    description,
    editor: { preview: false },
    files: [
      {
        name: entry,
        label: `Every ${item}`,
        file,
        preview_path: `az/${page}`,
        fields: fieldsFromSchema(fileSchema).map((list) => ({
          ...list,
          label_singular: item,
          summary: `{{fields.${summary}.en}}`,
          collapsed: true,
        })),
      },
    ],
  };
}

/**
 * The company's partners: two lists, each partner with its name and what it does in the four
 * languages and its logo. The page shows them in this order; a new partner needs a logo.
 * @param {string} root the content being edited
 */
export const partnersCollection = (root) =>
  listCollection(root, {
    name: 'showcase-partner-list',
    label: 'Company pages: Partners and logos',
    description:
      'The partners on the partners page, in their order: add one with "Add partner", drag to reorder. Every name and text in the four languages, and a logo.',
    file: partnersFile,
    entry: 'partners',
    page: 'partners',
    item: 'partner',
    summary: 'name',
    schema: (options) => partnersSchema({ ...options, drawings: partnerDrawings() }),
  });

/**
 * The company's projects: each with its sector, its words in the four languages and its photos,
 * which follow the launch photos in the gallery.
 * @param {string} root the content being edited
 */
export const projectsCollection = (root) =>
  listCollection(root, {
    name: 'showcase-project-list',
    label: 'Company pages: Projects and their photos',
    description:
      'The projects on the projects page, in their order: add one with "Add project", with its words in the four languages and its photos.',
    file: projectsFile,
    entry: 'projects',
    page: 'projects',
    item: 'project',
    summary: 'title',
    schema: (options) => projectsSchema({ ...options, drawings: projectDrawings() }),
  });

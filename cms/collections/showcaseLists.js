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
 * The company's partners (web team): two lists staff lengthen, shorten and reorder, each partner
 * with its name and what it does in the four languages and its logo. The page shows them in
 * this order; a new partner needs a logo.
 * @param {string} root the content being edited
 */
export function partnersCollection(root) {
  const schema = partnersSchema({
    folder: photoFolder('showcase-mfe'),
    exists: (file) => existsSync(path.join(root, file)),
    drawings: partnerDrawings(),
  });
  return {
    order: keyOrder(readContent(root, partnersFile)),
    name: 'showcase-partner-list',
    label: 'Company pages: Partners and logos',
    description:
      'The partners on the partners page, in their order: add one with "Add partner", drag to reorder. Every name and text in the four languages, and a logo.',
    editor: { preview: false },
    files: [
      {
        name: 'partners',
        label: 'Every partner',
        file: partnersFile,
        preview_path: 'az/partners',
        fields: fieldsFromSchema(schema).map((list) => ({
          ...list,
          label_singular: 'partner',
          summary: '{{fields.name.en}}',
          collapsed: true,
        })),
      },
    ],
  };
}

/**
 * The company's projects (web team): a list staff lengthen and reorder, each project with its
 * sector, its words in the four languages and its photos, which follow the launch photos in the
 * gallery.
 * @param {string} root the content being edited
 */
export function projectsCollection(root) {
  const schema = projectsSchema({
    folder: photoFolder('showcase-mfe'),
    exists: (file) => existsSync(path.join(root, file)),
    drawings: projectDrawings(),
  });
  return {
    order: keyOrder(readContent(root, projectsFile)),
    name: 'showcase-project-list',
    label: 'Company pages: Projects and their photos',
    description:
      'The projects on the projects page, in their order: add one with "Add project", with its words in the four languages and its photos.',
    editor: { preview: false },
    files: [
      {
        name: 'projects',
        label: 'Every project',
        file: projectsFile,
        preview_path: 'az/projects',
        fields: fieldsFromSchema(schema).map((list) => ({
          ...list,
          label_singular: 'project',
          summary: '{{fields.title.en}}',
          collapsed: true,
        })),
      },
    ],
  };
}

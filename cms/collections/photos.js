// @ts-check
import path from 'node:path';
import { photoApps, slotTree } from '@site/tooling/content/imageSlots';
import { photoChoicesFile, photoFolder } from '@site/tooling/pictures/photoSlot';
import { humanize } from '../config/humanize.js';
import { keyOrder } from '../config/keyOrder.js';
import { readContent } from '../config/readContent.js';

/** @typedef {import('@site/shared/content/schemas/photos').SlotTree} SlotTree */

const workspace = path.resolve(import.meta.dirname, '../..');

/** The page to look at after a change of an app's photos. */
const landingPage = /** @type {Record<string, string>} */ ({
  shell: 'az',
  'services-mfe': 'az/services',
  'products-mfe': 'az/products',
  'showcase-mfe': 'az/projects',
});

/** Whose photos they are, for the editor's labels. */
const owners = /** @type {Record<string, string>} */ ({
  shell: 'Home page',
  'services-mfe': 'Services',
  'products-mfe': 'Products',
  'showcase-mfe': 'About, projects, sectors and partners',
});

/**
 * The fields of an app's slots: a group per folder, a photo field per slot. An upload goes to
 * the app's photo folder; the site makes every size from it at the next build.
 * @param {SlotTree} slots
 * @param {string} app
 * @returns {object[]}
 */
function slotFields(slots, app) {
  return Object.entries(slots ?? {}).map(([name, below]) =>
    below === null
      ? {
          name,
          label: humanize(name),
          widget: 'image',
          required: false,
          choose_url: false,
          media_folder: `/${photoFolder(app)}`,
          public_folder: photoFolder(app),
        }
      : {
          name,
          label: humanize(name),
          widget: 'object',
          collapsed: true,
          fields: slotFields(below, app),
        },
  );
}

/**
 * One collection per app for its photos (`<app>/content/photos.json`): every image slot of the
 * app, empty while it shows its drawing.
 * @param {string} root the content being edited
 */
export function photoCollections(root) {
  return photoApps.map((app) => {
    const file = photoChoicesFile(app);
    return {
      order: keyOrder(readContent(root, file)),
      name: `photos-${app.replace(/-mfe$/, '')}`,
      label: `Photos: ${owners[app] ?? humanize(app)}`,
      description:
        'A photo for each picture of these pages. Any size of JPEG, PNG or WebP: the site makes the sizes every screen needs. An empty place shows its drawing.',
      editor: { preview: false },
      files: [
        {
          name: 'photos',
          label: `Every picture: ${owners[app] ?? humanize(app)}`,
          file,
          preview_path: landingPage[app] ?? 'az',
          fields: slotFields(slotTree(workspace, app), app),
        },
      ],
    };
  });
}

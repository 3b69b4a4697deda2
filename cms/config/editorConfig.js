// @ts-check
import path from 'node:path';
import { defaultLanguage, languages } from '@site/shared/i18n/siteLanguages';
import { companyFacts } from '@site/tooling/content/companyFacts';
import { buyerFactsCollection } from '../collections/buyerFacts.js';
import { companyCollection } from '../collections/company.js';
import { machineFiguresCollection } from '../collections/machineFigures.js';
import { pageCollections } from '../collections/pages.js';
import { partnersCollection, projectsCollection } from '../collections/showcaseLists.js';
import { photoCollections } from '../collections/photos.js';
import { termbaseCollections } from '../collections/termbase.js';
import { readContent } from './readContent.js';

const workspace = path.resolve(import.meta.dirname, '../..');

/**
 * The collections, each with its own JSON format (`json-<collection>`, admin/formats.js) that
 * writes a saved file in the key order it has now.
 * @param {string} root
 */
function collectionsWithFormats(root) {
  const all = [
    companyCollection(root),
    ...pageCollections(root),
    partnersCollection(root),
    projectsCollection(root),
    machineFiguresCollection(root),
    buyerFactsCollection(root),
    ...photoCollections(root),
    ...termbaseCollections(root),
  ];
  return {
    // Decap reads a custom format's extension from the collection, files collections too.
    collections: all.map(({ order: _order, ...collection }) => ({
      ...collection,
      format: `json-${collection.name}`,
      extension: 'json',
    })),
    keyOrders: Object.fromEntries(all.map(({ name, order }) => [`json-${name}`, order])),
  };
}

/**
 * The key order of every collection's files, by format name, for admin/formats.js.
 * @param {string} [root]
 */
export const editorKeyOrders = (root = workspace) => collectionsWithFormats(root).keyOrders;

/**
 * The editor's configuration (Decap CMS's config.yml), made from the content files and their
 * schemas. `local_backend` lets `pnpm cms` edit the working tree through decap-server on a
 * laptop (Decap uses it only on localhost); anywhere else the editor signs in to the git host
 * in backend.json.
 * @param {string} [root] the workspace whose content is edited
 * @param {{ siteUrl?: string }} [options] where "View Live" opens pages (`pnpm cms`: the local
 *   server, which rebuilds after each save); the company's site by default
 */
export function editorConfig(root = workspace, { siteUrl } = {}) {
  const backend = readContent(workspace, 'cms/backend.json');
  const company = companyFacts(root);
  return {
    backend,
    local_backend: true,
    publish_mode: 'simple',
    locale: 'en',
    site_url: siteUrl ?? company.siteOrigin,
    display_url: siteUrl ?? company.siteOrigin,
    // The media library's folder; a photo field uploads into its own image slot's folder.
    media_folder: 'shared/content/photos',
    public_folder: '/photos',
    i18n: {
      structure: 'multiple_folders',
      locales: [...languages],
      default_locale: defaultLanguage,
    },
    collections: collectionsWithFormats(root).collections,
  };
}

// @ts-check
import { languages } from '@site/shared/i18n/siteLanguages';
import { contentPages } from '@site/tooling/content/contentFiles';
import { fieldsFromWords } from '../config/fieldsFromWords.js';
import { humanize } from '../config/humanize.js';
import { keyOrder, mergedKeyOrder } from '../config/keyOrder.js';
import { readContent } from '../config/readContent.js';
import { styleGuideNote } from '../styleGuides.js';

/** A content page's address below a language, by its app and folder name. */
const pageAddress = /** @type {Record<string, (page: string) => string>} */ ({
  'services-mfe': (page) => `services/${page}`,
  'products-mfe': (page) => `products/${page}`,
  'showcase-mfe': (page) => page,
  shell: () => '',
});

/**
 * Files of words whose folder name is not what staff call them: the words every page of a
 * section shares with its first page, the home page's parts, and folders named by address. Their
 * name in the editor and the page to look at.
 */
const pageNames = /** @type {Record<string, { name: string; address: string }>} */ ({
  'services-mfe/services': {
    name: 'Overview and words of every service page',
    address: 'services',
  },
  'services-mfe/home-cards': { name: 'Service cards on the home page', address: '' },
  'products-mfe/products': {
    name: 'Catalogue and words of every product page',
    address: 'products',
  },
  'showcase-mfe/showcase': { name: 'About', address: 'about' },
  'shell/home': { name: 'Home page', address: '' },
  'products-mfe/cnc-laser': {
    name: 'CNC lasers (list, machines, comparison)',
    address: 'products/cnc-laser',
  },
  'products-mfe/torna-freze': {
    name: 'Lathe and milling machines',
    address: 'products/torna-freze',
  },
  'products-mfe/welding-machines': {
    name: 'Welding machines',
    address: 'products/welding-machines',
  },
});

/** Which team owns the pages of an app, for the editor's labels. */
const owners = /** @type {Record<string, string>} */ ({
  'services-mfe': 'Services',
  'products-mfe': 'Products',
  'showcase-mfe': 'Company pages',
  shell: 'Company pages',
});

/**
 * What names an entry of a file of words in the editor: its page title (`meta.title`, the
 * shallowest where one file holds several pages' words, `list.meta.title`), else its first text.
 * Decap needs one for a folder collection.
 * @param {Record<string, unknown>} words
 * @returns {string}
 */
function entryTitle(words) {
  /** @type {string[]} */
  const texts = [];
  const walk = (/** @type {Record<string, unknown>} */ node, /** @type {string} */ prefix) => {
    for (const [key, value] of Object.entries(node)) {
      const at = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') texts.push(at);
      else if (value && typeof value === 'object' && !Array.isArray(value))
        walk(/** @type {Record<string, unknown>} */ (value), at);
    }
  };
  walk(words, '');
  const depth = (/** @type {string} */ path) => path.split('.').length;
  const titles = texts.filter((path) => /(^|\.)meta\.\w*[tT]itle$/.test(path));
  return titles.sort((a, b) => depth(a) - depth(b))[0] ?? texts[0] ?? '';
}

/**
 * One collection per page whose words are content (`<app>/content/pages/<page>/<lng>/words.json`):
 * its words in the four languages side by side, the fields from its az words. A page has
 * exactly its one entry; its sections and their number are the page's design, so staff change
 * the words, not the layout. The entry is named `words`: Decap puts the language folder before
 * the first `/<entry name>` of the path, so the name must not begin a folder's (`page` would
 * match `pages/`).
 * @param {string} root the workspace
 */
export function pageCollections(root) {
  return contentPages(root).map((folder) => {
    const [app = '', , , page = ''] = folder.split('/');
    const az = readContent(root, `${folder}/az/words.json`);
    const title = entryTitle(az);
    const named = pageNames[`${app}/${page}`];
    return {
      // The languages' files differ in their plural forms (ru has `_few` and `_many`).
      order: mergedKeyOrder(
        languages.map((language) =>
          keyOrder(readContent(root, `${folder}/${language}/words.json`)),
        ),
      ),
      name: `${app.replace(/-mfe$/, '')}-${page}`,
      label: `${owners[app] ?? humanize(app)}: ${named?.name ?? humanize(page)}`,
      label_singular: named?.name ?? `${humanize(page)} page`,
      description: `The words of the page, in the four languages. Open it, change a text, then Publish. ${styleGuideNote}`,
      folder,
      i18n: true,
      create: false,
      delete: false,
      identifier_field: title,
      summary: `{{${title}}}`,
      editor: { preview: false },
      // "View Live" opens the page in az: with `pnpm cms`, as the next build shows it.
      preview_path: ['az', named?.address ?? pageAddress[app]?.(page) ?? '']
        .filter(Boolean)
        .join('/'),
      fields: fieldsFromWords(az),
    };
  });
}

// @ts-check
import { languages } from '@site/shared/i18n/siteLanguages';
import { contentPages } from '@site/tooling/content/contentFiles';
import { fieldsFromWords } from '../config/fieldsFromWords.js';
import { humanize } from '../config/humanize.js';
import { keyOrder, mergedKeyOrder } from '../config/keyOrder.js';
import { readContent } from '../config/readContent.js';

/** A content page's address below a language, by its app and folder name. */
const pageAddress = /** @type {Record<string, (page: string) => string>} */ ({
  'services-mfe': (page) => `services/${page}`,
  'products-mfe': (page) => `products/${page}`,
  'showcase-mfe': (page) => page,
});

/** Which team owns the pages of an app, for the editor's labels. */
const owners = /** @type {Record<string, string>} */ ({
  'services-mfe': 'Services',
  'products-mfe': 'Products',
  'showcase-mfe': 'Company pages',
});

/**
 * Where the first page title of a file of words is (`meta.title`, `list.meta.title` where one
 * file holds the words of a list and its detail pages): the entry's name in the editor.
 * @param {Record<string, unknown>} words
 * @returns {string}
 */
function firstPageTitle(words, prefix = '') {
  for (const [key, value] of Object.entries(words)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (at.endsWith('meta.title') && typeof value === 'string') return at;
    if (value && typeof value === 'object') {
      const found = firstPageTitle(/** @type {Record<string, unknown>} */ (value), at);
      if (found) return found;
    }
  }
  return '';
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
    const title = firstPageTitle(az);
    return {
      // The languages' files differ in their plural forms (ru has `_few` and `_many`).
      order: mergedKeyOrder(
        languages.map((language) =>
          keyOrder(readContent(root, `${folder}/${language}/words.json`)),
        ),
      ),
      name: `${app.replace(/-mfe$/, '')}-${page}`,
      label: `${owners[app] ?? humanize(app)}: ${humanize(page)}`,
      label_singular: `${humanize(page)} page`,
      description: `The words of the page, in the four languages. Open it, change a text, then Publish.`,
      folder,
      i18n: true,
      create: false,
      delete: false,
      identifier_field: title,
      summary: `{{${title}}}`,
      editor: { preview: false },
      // "View Live" opens the page in az: with `pnpm cms`, as the next build shows it.
      preview_path: `az/${pageAddress[app]?.(page) ?? ''}`,
      fields: fieldsFromWords(az),
    };
  });
}

// @ts-check
import { languages } from '@site/shared/i18n/siteLanguages';

/** `?language=en` (the file in English) or `?language=none` (the file without its words). */
const query = /\.json\?language=(\w+)$/;

/** Whether `value` is a text in every language, as a list item of a content file holds one. */
function inEveryLanguage(/** @type {unknown} */ value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === languages.length &&
    languages.every((language) => typeof (/** @type {any} */ (value)[language]) === 'string')
  );
}

/**
 * A content file's data with each text in every language (`{ az, tr, en, ru }`) replaced by its
 * text in `language`, or left out for `none`.
 * @param {unknown} value @param {string} language
 * @returns {unknown}
 */
export function inOneLanguage(value, language) {
  if (Array.isArray(value)) return value.map((item) => inOneLanguage(item, language));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => {
      if (!inEveryLanguage(item)) return [[key, inOneLanguage(item, language)]];
      return language === 'none' ? [] : [[key, /** @type {any} */ (item)[language]]];
    }),
  );
}

/**
 * Lets a page load a content list in one language: `import('../content/projects.json?language=en')`
 * is the file with every four-language text as its English one, `?language=none` the file without
 * them (its structure: categories, photos). Staff keep one file with the four languages; a
 * visitor's page carries one. Runs on the file as read (or as the content overlay gives it) and
 * makes it a module: the query keeps Vite from reading it as JSON.
 * @returns {import('vite').Plugin}
 */
export function oneLanguagePlugin() {
  return {
    name: 'site-content-one-language',
    enforce: 'pre',
    transform(code, id) {
      const language = query.exec(id)?.[1];
      if (language === undefined) return null;
      if (language !== 'none' && !languages.some((known) => known === language)) {
        this.error(`${id}: no language "${language}" (the site's: ${languages.join(', ')})`);
      }
      const data = JSON.stringify(inOneLanguage(JSON.parse(code), language));
      // A module of its own: Vite's JSON handling goes by the file's name, which the query hides.
      return { code: `export default ${data};\n`, map: null, moduleType: 'js' };
    },
  };
}

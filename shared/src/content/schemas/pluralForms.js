// @ts-check
// Plural forms of a word, as i18next keys them (`showing_one`, `showing_few`): each language has
// its own set (az, tr and en: one and other; ru: one, few, many and other), read from the
// language's plural rules, which i18next follows too.
import { languages } from '../../i18n/siteLanguages.js';

/** The plural categories in CLDR's order. */
const cldrOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** `showing_few` → `['showing', 'few']`; undefined for a word with no plural form. */
export function pluralForm(/** @type {string} */ key) {
  const match = key.match(/^(.+)_(zero|one|two|few|many|other)$/);
  return match ? /** @type {[string, string]} */ ([match[1], match[2]]) : undefined;
}

/** The forms a language writes, in CLDR's order: `ru` → one, few, many, other. */
export function pluralCategories(/** @type {string} */ language) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return cldrOrder.filter((category) => /** @type {string[]} */ (categories).includes(category));
}

/** The forms any language of the site writes, in CLDR's order. */
export const sitePluralCategories = cldrOrder.filter((category) =>
  languages.some((language) => pluralCategories(language).includes(category)),
);

/** The languages of the site that write a form, by name: `few` → `['ru']`. */
export const languagesWithForm = (/** @type {string} */ category) =>
  languages.filter((language) => pluralCategories(language).includes(category));

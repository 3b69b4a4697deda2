// @ts-check
import {
  languagesWithForm,
  pluralForm,
  sitePluralCategories,
} from '@site/shared/content/schemas/pluralForms';
import {
  isSearchDescription,
  searchDescriptionLength,
} from '@site/shared/content/schemas/pageWords';
import { languages } from '@site/shared/i18n/siteLanguages';
import { humanize } from './humanize.js';
import { wordHint } from './wordHints.js';

/** @typedef {import('./fieldsFromSchema.js').EditorField} EditorField */

/** Texts longer than this get a box of several lines. */
const longText = 90;

/** Language names in the editor's own language: `ru` → Russian. */
const inEnglish = new Intl.DisplayNames(['en'], { type: 'language' });

/** What each plural form is for, in the editor's words. */
const formUse = /** @type {Record<string, string>} */ ({
  zero: 'for 0',
  one: 'for 1 (in Russian also 21, 31, 101…)',
  two: 'for 2',
  few: 'for 2–4, 22–24, 32–34… (e.g. «3 станка»)',
  many: 'for 0, 5–20, 25–30… (e.g. «5 станков»)',
  other: 'for every other number (in Russian: fractions such as 1,5)',
});

/**
 * A word with plural forms: one field per form any language of the site writes. Decap shows the
 * same fields in every language, so a form only some languages have is optional and says which
 * (the content check asks each language for exactly its own forms; admin/formats.js leaves an
 * empty form out of the file).
 * @param {string} word
 * @param {string} path
 * @returns {EditorField[]}
 */
function pluralFields(word, path) {
  return sitePluralCategories.map((category) => {
    const inLanguages = languagesWithForm(category);
    const everywhere = inLanguages.length === languages.length;
    const only = inLanguages.map((language) => inEnglish.of(language)).join(', ');
    const hint = `${wordHint(path) ?? humanize(word)}: the form ${formUse[category]}.${everywhere ? '' : ` Only ${only} has this form; leave it empty in the other languages.`} Keep {{count}}: it becomes the number.`;
    return {
      name: `${word}_${category}`,
      label: `${humanize(word)} (${category})`,
      widget: 'string',
      i18n: true,
      hint,
      ...(everywhere ? {} : { required: false }),
    };
  });
}

/**
 * A list of words staff may lengthen (a consumable group's items): items are added and removed
 * in each language; the content check keeps every language's list as long as az's.
 * @param {{ name: string; label: string; i18n: boolean; hint?: string }} base
 * @param {unknown[]} items
 * @param {string} path
 * @returns {EditorField}
 */
function listField(base, items, path) {
  const [first] = items;
  const hint = `${base.hint ? `${base.hint} ` : ''}Add or remove an item in every language: each has as many items as Azərbaycanca.`;
  return {
    ...base,
    hint,
    widget: 'list',
    label_singular: 'item',
    // Each item open: staff read and change them where they are.
    collapsed: false,
    ...(typeof first === 'string'
      ? { field: { name: 'item', label: 'Item', widget: 'string' } }
      : {
          fields: fieldsFromWords(/** @type {Record<string, unknown>} */ (first), `${path}.0`),
        }),
  };
}

/**
 * The editor's fields of a page's words, from its az words (the reference every language
 * follows, `wordsLike` in shared/src/content/schemas/pageWords.js): one text field per word,
 * grouped as the file groups them, each translated side by side (`i18n: true`).
 * @param {Record<string, unknown>} words
 * @param {string} [prefix]
 * @returns {EditorField[]}
 */
export function fieldsFromWords(words, prefix = '') {
  const plurals = new Set();
  return Object.entries(words).flatMap(([name, value]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const form = pluralForm(name);
    if (form) {
      const [word] = form;
      if (plurals.has(word)) return [];
      plurals.add(word);
      return pluralFields(word, prefix ? `${prefix}.${word}` : word);
    }
    const hint = wordHint(path);
    const base = { name, label: humanize(name), i18n: true, ...(hint ? { hint } : {}) };
    if (typeof value === 'string') {
      const widget = value.length > longText ? 'text' : 'string';
      // The editor says so as staff type, before the content check would stop the Publish.
      const limit = isSearchDescription(path.split('.'))
        ? {
            pattern: [
              `^[\\s\\S]{0,${searchDescriptionLength}}$`,
              `At most ${searchDescriptionLength} characters: search engines cut a longer description off.`,
            ],
          }
        : {};
      return [{ ...base, widget, ...limit }];
    }
    if (Array.isArray(value)) return [listField(base, value, path)];
    return [
      {
        ...base,
        widget: 'object',
        collapsed: prefix !== '',
        fields: fieldsFromWords(/** @type {Record<string, unknown>} */ (value), path),
      },
    ];
  });
}

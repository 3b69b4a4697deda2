// @ts-check
import { humanize } from './humanize.js';
import { wordHint } from './wordHints.js';

/** @typedef {import('./fieldsFromSchema.js').EditorField} EditorField */

/** Texts longer than this get a box of several lines. */
const longText = 90;

/**
 * The editor's fields of a page's words, from its az words (the reference every language
 * follows, `wordsLike` in shared/src/content/schemas/pageWords.js): one text field per word,
 * grouped as the file groups them, each translated side by side (`i18n: true`).
 * @param {Record<string, unknown>} words
 * @param {string} [prefix]
 * @returns {EditorField[]}
 */
export function fieldsFromWords(words, prefix = '') {
  return Object.entries(words).map(([name, value]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const hint = wordHint(path);
    const base = { name, label: humanize(name), i18n: true, ...(hint ? { hint } : {}) };
    if (typeof value === 'string') {
      return { ...base, widget: value.length > longText ? 'text' : 'string' };
    }
    return {
      ...base,
      widget: 'object',
      collapsed: prefix !== '',
      fields: fieldsFromWords(/** @type {Record<string, unknown>} */ (value), path),
    };
  });
}

// @ts-check
import { z } from 'zod';
import { text } from './fields.js';
import { pluralCategories, pluralForm } from './pluralForms.js';

/** The `{{name}}` placeholders of a text, sorted. */
export const placeholdersOf = (/** @type {string} */ value) =>
  [...new Set([...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();

/**
 * The longest description a search engine shows whole under a page's title, in characters: a
 * longer one is cut off in the results.
 */
export const searchDescriptionLength = 160;

/** Whether the word at `path` (its keys) is a page's description for search engines. */
export const isSearchDescription = (/** @type {string[]} */ path) =>
  path.at(-1) === 'metaDescription' || path.slice(-2).join('.') === 'meta.description';

/** A text keeping the placeholders of `reference`. */
function textLike(/** @type {string} */ reference, /** @type {string[]} */ path) {
  const wanted = placeholdersOf(reference);
  const filled = isSearchDescription(path)
    ? text().max(
        searchDescriptionLength,
        `is longer than ${searchDescriptionLength} characters: search engines cut it off`,
      )
    : text();
  return filled.refine(
    (value) => placeholdersOf(value).join() === wanted.join(),
    wanted.length > 0
      ? `keeps the placeholders ${wanted.map((name) => `{{${name}}}`).join(', ')} as in az`
      : 'has no {{placeholder}} (az has none)',
  );
}

/**
 * The keys a language writes for the words of an az object: az's own keys, except that a word
 * with plural forms (`showing_one`, `showing_other`) has the forms of the language (ru:
 * `showing_one`, `showing_few`, `showing_many`, `showing_other`), each keeping the placeholders
 * of az's form of the same kind, or of az's `_other`.
 * @param {Record<string, unknown>} reference
 * @param {string} language
 * @returns {[string, unknown][]} each key with its az reference
 */
export function keysInLanguage(reference, language) {
  /** @type {[string, unknown][]} */
  const keys = [];
  const written = new Set();
  for (const [key, value] of Object.entries(reference)) {
    const form = pluralForm(key);
    if (!form) {
      keys.push([key, value]);
      continue;
    }
    const [word] = form;
    if (written.has(word)) continue;
    written.add(word);
    for (const category of pluralCategories(language)) {
      keys.push([
        `${word}_${category}`,
        reference[`${word}_${category}`] ?? reference[`${word}_other`] ?? value,
      ]);
    }
  }
  return keys;
}

/**
 * The schema of a page's words in one language (`content/pages/<page>/<lng>/words.json`), made
 * from its az words: every key az has (plural forms as the language writes them) and no other,
 * each text filled and keeping az's `{{placeholders}}`. az is the reference because it is the
 * site's first language and the apps' types are read from it.
 * @param {unknown} reference the page's az words
 * @param {string} [language] the language of the file
 * @param {string[]} [path] the keys down to `reference` (a description for search engines,
 *   `meta.description` or `metaDescription`, is at most {@link searchDescriptionLength} characters)
 * @returns {z.ZodType}
 */
export function wordsLike(reference, language = 'az', path = /** @type {string[]} */ ([])) {
  if (typeof reference === 'string') return textLike(reference, path);
  if (Array.isArray(reference)) {
    // A list staff may lengthen (a consumable group's items): as long in every language as in
    // az, each item shaped like az's first.
    const [first] = reference;
    const item = typeof first === 'string' ? text() : wordsLike(first, language, path);
    return z
      .array(item)
      .min(1, 'is an empty list')
      .superRefine((list, context) => {
        if (list.length !== reference.length) {
          context.addIssue({
            code: 'custom',
            message: `has ${list.length} items, az has ${reference.length}`,
          });
        }
      });
  }
  if (reference && typeof reference === 'object' && !Array.isArray(reference)) {
    return z.strictObject(
      Object.fromEntries(
        keysInLanguage(/** @type {Record<string, unknown>} */ (reference), language).map(
          ([key, value]) => [key, wordsLike(value, language, [...path, key])],
        ),
      ),
    );
  }
  return z.never();
}

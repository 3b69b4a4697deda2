// @ts-check
import { z } from 'zod';
import { text } from './fields.js';

/** The `{{name}}` placeholders of a text, sorted. */
const placeholdersOf = (/** @type {string} */ value) =>
  [...new Set([...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();

/**
 * The schema of a page's words in one language (`content/pages/<page>/<lng>/words.json`), made
 * from its az words: every key az has and no other, each text filled and keeping az's
 * `{{placeholders}}`. az is the reference because it is the site's first language and the
 * apps' types are read from it.
 * @param {unknown} reference the page's az words
 * @returns {z.ZodType}
 */
export function wordsLike(reference) {
  if (typeof reference === 'string') {
    const wanted = placeholdersOf(reference);
    return text().refine(
      (value) => placeholdersOf(value).join() === wanted.join(),
      wanted.length > 0
        ? `keeps the placeholders ${wanted.map((name) => `{{${name}}}`).join(', ')} as in az`
        : 'has no {{placeholder}} (az has none)',
    );
  }
  if (reference && typeof reference === 'object' && !Array.isArray(reference)) {
    return z.strictObject(
      Object.fromEntries(Object.entries(reference).map(([key, value]) => [key, wordsLike(value)])),
    );
  }
  return z.never();
}

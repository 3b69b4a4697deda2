// @ts-check
import { visit } from 'jsonc-parser';

/**
 * The keys a JSON text writes twice in one object, where they are: `["items", "steel"]`.
 * `JSON.parse` keeps the last of them without a word, so a machine, a partner or a slot entered
 * twice (an id used twice) would silently replace the first; the content check names it instead.
 * @param {string} text
 * @returns {{ path: string[]; key: string }[]}
 */
export function keysWrittenTwice(text) {
  /** @type {Set<string>[]} */
  const objects = [];
  /** @type {{ path: string[]; key: string }[]} */
  const twice = [];
  visit(text, {
    onObjectBegin: () => {
      objects.push(new Set());
    },
    onObjectProperty: (key, _offset, _length, _line, _character, pathSupplier) => {
      const seen = objects.at(-1);
      if (seen?.has(key)) twice.push({ path: pathSupplier().map(String), key });
      seen?.add(key);
    },
    onObjectEnd: () => {
      objects.pop();
    },
  });
  return twice;
}

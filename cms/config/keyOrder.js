// @ts-check
/**
 * @typedef {null | unknown[] | { [key: string]: unknown }} KeyOrder
 * The order of a file's keys at every depth: an object's keys in their order (each with the
 * order below it), an array's items by its first item, `null` for a text or a number.
 */

/**
 * The order of the keys of `data`, to write a saved file in the order it had (admin/formats.js).
 * @param {unknown} data
 * @returns {KeyOrder}
 */
export function keyOrder(data) {
  if (Array.isArray(data)) return data.length > 0 ? [keyOrder(data[0])] : [];
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, keyOrder(value)]));
  }
  return null;
}

/**
 * One key order for files that differ in a few keys (a page's words, whose plural forms differ by
 * language): the first order, with each key only a later one has placed after the key it
 * follows there.
 * @param {KeyOrder[]} orders
 * @returns {KeyOrder}
 */
export function mergedKeyOrder(orders) {
  const [first = null, ...rest] = orders;
  if (first === null || Array.isArray(first)) return first;
  /** @type {[string, KeyOrder[]][]} */
  const merged = Object.entries(first).map(([key, order]) => [
    key,
    [/** @type {KeyOrder} */ (order)],
  ]);
  for (const order of rest) {
    if (order === null || Array.isArray(order)) continue;
    let previous = -1;
    for (const [key, value] of Object.entries(order)) {
      const below = /** @type {KeyOrder} */ (value);
      const at = merged.findIndex(([known]) => known === key);
      if (at >= 0) {
        merged[at]?.[1].push(below);
        previous = at;
      } else {
        merged.splice(previous + 1, 0, [key, [below]]);
        previous += 1;
      }
    }
  }
  return Object.fromEntries(merged.map(([key, below]) => [key, mergedKeyOrder(below)]));
}

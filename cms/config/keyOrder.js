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

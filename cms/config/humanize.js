// @ts-check
/** `industrialHalls` or `metal-construction` -> `Industrial halls`, `Metal construction`. */
export function humanize(/** @type {string} */ key) {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

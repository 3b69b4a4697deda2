// The content editor's file formats, one per collection: JSON written with its keys in the order
// the file had (the order cms/build.js read into key-orders.js), 2 spaces, a newline at the end.
// Decap CMS writes an object's keys in the order of its internal maps, which is not the file's
// for more than eight keys; with these formats a saved file differs only where staff changed it.

/** `value` with the keys of every object in the order `order` gives, other keys after them. */
function ordered(value, order) {
  if (Array.isArray(value)) {
    const itemOrder = Array.isArray(order) ? order[0] : undefined;
    return value.map((item) => ordered(item, itemOrder));
  }
  if (value && typeof value === 'object') {
    const known = order && !Array.isArray(order) ? Object.keys(order) : [];
    const keys = [
      ...known.filter((key) => key in value),
      ...Object.keys(value).filter((key) => !known.includes(key)),
    ];
    return Object.fromEntries(keys.map((key) => [key, ordered(value[key], order?.[key])]));
  }
  return value;
}

/** A plural form left empty: a form the file's language does not write (`_few` in az). */
const emptyPluralForm = ([key, value]) =>
  /_(zero|one|two|few|many|other)$/.test(key) && (value === '' || value == null);

/** A field of a figure (`{ kind: 'range', from, to, unit }`) that its kind leaves empty. */
const emptyFigureField = ([, value]) =>
  value === '' || value == null || (Array.isArray(value) && value.length === 0);

/** `value` without the plural forms and figure fields left empty, at every depth. */
function withoutEmptyForms(value) {
  if (Array.isArray(value)) return value.map(withoutEmptyForms);
  if (value && typeof value === 'object') {
    const figure = 'kind' in value;
    return Object.fromEntries(
      Object.entries(value)
        .filter((entry) => !emptyPluralForm(entry) && !(figure && emptyFigureField(entry)))
        .map(([key, below]) => [key, withoutEmptyForms(below)]),
    );
  }
  return value;
}

for (const [format, order] of Object.entries(window.siteKeyOrders ?? {})) {
  CMS.registerCustomFormat(format, 'json', {
    fromFile: (content) => JSON.parse(content),
    toFile: (data) => `${JSON.stringify(ordered(withoutEmptyForms(data), order), null, 2)}\n`,
  });
}

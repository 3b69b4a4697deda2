// @ts-check
// The units the site's formatter writes, by their international symbol, in one plain-JavaScript
// module: the apps' `Unit` type (units.ts) and the content check (schemas/amount.js) read it.

export const unitNames = /** @type {const} */ ([
  'W',
  'kW',
  'V',
  'A',
  'Hz',
  'nm',
  'mm',
  'm',
  'kg',
  't',
  's',
  'min',
  'mm/s',
  'mm/min',
  'm/min',
  'rpm',
  'G',
  'deg',
  'tpi',
]);

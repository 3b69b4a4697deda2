// @ts-check
import { amountSchema } from '@site/shared/content/schemas/amount';
import {
  machineFiguresFile,
  machineSheetPages,
  sheetFiguresFile,
} from '@site/tooling/content/contentFiles';
import { fieldFromSchema } from '../config/fieldsFromSchema.js';
import { humanize } from '../config/humanize.js';
import { keyOrder } from '../config/keyOrder.js';
import { readContent } from '../config/readContent.js';

/** @typedef {import('../config/fieldsFromSchema.js').EditorField} EditorField */
/** @typedef {{ model: string; specifications: Record<string, unknown> }} Machine */

/** Each page's file as the editor lists it. */
const pageLabels = /** @type {Record<string, string>} */ ({
  'torna-freze': 'Lathe and milling machine',
  'cutting-machines': 'Guillotine shear and plasma cutter',
  'welding-machines': 'Handheld laser welder',
});

/** A page's English words, whose labels name the rows in the editor (its language). */
const englishWords = (/** @type {string} */ root, /** @type {string} */ page) =>
  readContent(root, `products-mfe/content/pages/${page}/en/words.json`);

/**
 * One row's field: a figure (numbers and a unit), the figures inside a row's words
 * (`{ figures: { steps, speeds } }`), or nothing to edit when the row is all words (kept as it is).
 * @param {string} row
 * @param {unknown} value
 * @param {string} label
 * @returns {EditorField}
 */
function rowField(row, value, label) {
  if (value === 'words') return { name: row, label, widget: 'hidden', default: 'words' };
  if (value && typeof value === 'object' && 'figures' in value) {
    return {
      name: row,
      label,
      widget: 'object',
      collapsed: true,
      hint: "The figures this row's words name; the words themselves are on the page's words.",
      fields: [
        {
          name: 'figures',
          label: 'Figures',
          widget: 'object',
          collapsed: false,
          fields: Object.keys(/** @type {{ figures: object }} */ (value).figures).map((name) => ({
            ...fieldFromSchema(amountSchema, name),
            label: humanize(name),
          })),
        },
      ],
    };
  }
  return { ...fieldFromSchema(amountSchema, row), label };
}

/**
 * A machine's fields: its model, then a field per specification row it has.
 * @param {string} name
 * @param {Machine} machine
 * @param {(row: string) => string} rowLabel
 * @returns {EditorField}
 */
const machineField = (name, machine, rowLabel) => ({
  name,
  label: humanize(name),
  widget: 'object',
  collapsed: true,
  fields: [
    {
      name: 'model',
      label: 'Model',
      widget: 'string',
      hint: 'As on the plate and the datasheet, e.g. SP-3015.',
    },
    {
      name: 'specifications',
      label: 'Specifications',
      widget: 'object',
      collapsed: false,
      fields: Object.entries(machine.specifications).map(([row, value]) =>
        rowField(row, value, rowLabel(row)),
      ),
    },
  ],
});

/**
 * The models and figures of the machines (products team): the CNC lasers, and the machine
 * sheets of the lathe and mill, cutting and welding pages, one file each, a group per machine
 * with a field per specification row it has, labelled as the English page labels the row. A
 * figure is numbers and a unit; the site writes it in each language (1,5–120 kVt in az,
 * 1.5–120 kW in en), the page, the comparison and the datasheet alike.
 * @param {string} root the content being edited
 */
export function machineFiguresCollection(root) {
  const cnc = /** @type {Record<string, Machine>} */ (readContent(root, machineFiguresFile));
  const cncRows = /** @type {Record<string, string>} */ (englishWords(root, 'cnc-laser').specs);
  const sheetPages = Object.entries(machineSheetPages).map(([page, sheets]) => {
    const file = sheetFiguresFile(page);
    const machines = /** @type {Record<string, Machine>} */ (readContent(root, file));
    const words = englishWords(root, page);
    return {
      page,
      file,
      machines,
      fields: sheets.map((sheet) =>
        machineField(sheet, /** @type {Machine} */ (machines[sheet]), (row) =>
          String(words[sheet]?.specs?.[row]?.label ?? humanize(row)),
        ),
      ),
    };
  });
  return {
    // Every file of the collection has the same format; its order holds each file's keys.
    order: Object.assign(
      {},
      keyOrder(cnc),
      ...sheetPages.map(({ machines }) => keyOrder(machines)),
    ),
    name: 'products-machine-figures',
    label: 'Products: machine figures',
    description:
      'The model and specifications of each machine as numbers and units: the machine page, the comparison and the datasheet write them in each language.',
    editor: { preview: false },
    files: [
      {
        name: 'cnc-laser',
        label: 'CNC laser machines',
        file: machineFiguresFile,
        preview_path: 'az/products/cnc-laser/single-platform',
        fields: Object.entries(cnc).map(([id, machine]) =>
          machineField(id, machine, (row) => cncRows[row] ?? humanize(row)),
        ),
      },
      ...sheetPages.map(({ page, file, fields }) => ({
        name: page,
        label: pageLabels[page] ?? humanize(page),
        file,
        preview_path: `az/products/${page === 'welding-machines' ? 'welding-machines/handheld-laser-welding' : page}`,
        fields,
      })),
    ],
  };
}

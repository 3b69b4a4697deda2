// @ts-check
// A CNC machine's figures are kept once, in products-mfe/content/cnc-laser/machines.json, and its
// words (summary, description, features) may say them again. Where the words give a laser power
// or a top speed the figures do not allow, the two disagree: the launch report lists it for the
// equipment team to settle, rather than the site choosing one.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { machineFiguresFile } from './contentFiles.js';

/** @typedef {import('./placeholders.js').Placeholder} Placeholder */

const camel = (/** @type {string} */ id) =>
  id.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase()).replace(/^(\d)/, '_$1');

/**
 * The lowest and highest value a figure allows: a range's ends, or a single value.
 * @param {unknown} figure
 * @returns {[number, number] | undefined}
 */
function bounds(figure) {
  const value = /** @type {{ kind?: string; from?: number; to?: number; value?: number }} */ (
    figure
  );
  if (value?.kind === 'range' && value.from !== undefined && value.to !== undefined) {
    return [value.from, value.to];
  }
  if (value?.kind === 'single' && value.value !== undefined) return [value.value, value.value];
  return undefined;
}

/** The figures a machine's words may repeat, with the unit they are written in. */
const checked = /** @type {const} */ ([
  ['laserPower', 'kW', 'laser power'],
  ['maxSpeed', 'm/min', 'top speed'],
]);

/**
 * Every string below a value, with its key path.
 * @param {unknown} value
 * @param {string} key
 * @returns {Array<[string, string]>}
 */
const strings = (value, key) =>
  typeof value === 'string'
    ? [[key, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([name, item]) => strings(item, `${key}.${name}`))
      : [];

/**
 * @param {string} workspace
 * @returns {Promise<Placeholder[]>}
 */
export async function disagreeingMachineFacts(workspace) {
  /** @type {Record<string, { specifications?: Record<string, unknown> }>} */
  const machines = JSON.parse(await readFile(path.join(workspace, machineFiguresFile), 'utf8'));
  const wordsFile = 'products-mfe/content/pages/cnc-laser/en/words.json';
  const words = JSON.parse(await readFile(path.join(workspace, wordsFile), 'utf8'));
  /** @type {Placeholder[]} */
  const found = [];
  for (const [id, machine] of Object.entries(machines)) {
    const key = camel(id);
    const texts = strings(words.machines?.[key], `machines.${key}`);
    for (const [figure, unit, name] of checked) {
      const allowed = bounds(machine.specifications?.[figure]);
      // Another figure in the same unit (a feed speed beside the top speed) leaves it unclear.
      const sameUnit = Object.values(machine.specifications ?? {}).filter(
        (other) => /** @type {{ unit?: string }} */ (other)?.unit === unit,
      );
      if (!allowed || sameUnit.length > 1) continue;
      const mention = new RegExp(`(\\d+(?:\\.\\d+)?)\\s?${unit.replace('/', '\\/')}\\b`, 'g');
      for (const [where, text] of texts) {
        for (const [said, number = ''] of text.matchAll(mention)) {
          const value = Number(number);
          if (value >= allowed[0] && value <= allowed[1]) continue;
          found.push({
            what: 'machine fact said two ways',
            detail: `${id}: ${name} ${allowed[0] === allowed[1] ? allowed[0] : `${allowed[0]}–${allowed[1]}`} ${unit} in ${machineFiguresFile}, "${said}" in ${wordsFile} ${where}`,
          });
        }
      }
    }
  }
  return found;
}

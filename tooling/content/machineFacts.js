// @ts-check
// A CNC machine's figures are kept once, in products-mfe/content/cnc-laser/machines.json, and its
// words (summary, description, features) may say them again. Where the words give a laser power
// or a top speed the figures do not allow, the two disagree: the launch report lists it for the
// equipment team to settle, rather than the site choosing one.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentPages, machineFiguresFile, partnersFile, projectsFile } from './contentFiles.js';

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

/** A range of laser power in English words: "1.5–120 kW", "from 1.5 to 120 kW", "1.5 kW to 120 kW". */
const laserPowerRange = /(\d+(?:\.\d+)?)(?:\s?kW)?\s?(?:–|-|to)\s?(\d+(?:\.\d+)?)\s?kW\b/g;

/**
 * Where an app's English words give the CNC laser range's power (a range up to its most
 * powerful source) from another lowest source than the range has: "fibre lasers from 1.5 to 120
 * kW" while the round-tube laser starts at 1 kW. A machine's own words are the check above.
 * @param {string} root
 * @param {string} app
 * @returns {Promise<Placeholder[]>}
 */
export async function disagreeingRangeClaims(root, app) {
  /** @type {Record<string, { specifications?: Record<string, unknown> }>} */
  const machines = JSON.parse(await readFile(path.join(root, machineFiguresFile), 'utf8'));
  const powers = Object.values(machines).flatMap(
    (machine) => bounds(machine.specifications?.laserPower) ?? [],
  );
  if (powers.length === 0) return [];
  const lowest = Math.min(...powers);
  const highest = Math.max(...powers);
  /** @type {Array<[string, string, string]>} file, key, text */
  const texts = [];
  for (const page of contentPages(root).filter((folder) => folder.startsWith(`${app}/`))) {
    const file = `${page}/en/words.json`;
    const words = JSON.parse(await readFile(path.join(root, file), 'utf8').catch(() => '{}'));
    for (const [key, text] of strings(words, '')) {
      // A machine's own words say its own range (disagreeingMachineFacts).
      if (!/^\.machines\./.test(key)) texts.push([file, key.slice(1), text]);
    }
  }
  for (const file of [partnersFile, projectsFile].filter((name) => name.startsWith(`${app}/`))) {
    const list = JSON.parse(await readFile(path.join(root, file), 'utf8').catch(() => '{}'));
    for (const [key, text] of strings(list, '')) {
      if (key.endsWith('.en')) texts.push([file, key.slice(1), text]);
    }
  }
  /** @type {Placeholder[]} */
  const found = [];
  for (const [file, key, text] of texts) {
    for (const [said, from = '', to = ''] of text.matchAll(laserPowerRange)) {
      if (Number(to) !== highest || Number(from) === lowest) continue;
      found.push({
        what: 'machine fact said two ways',
        detail: `the CNC laser range: laser power ${lowest}–${highest} kW in ${machineFiguresFile}, "${said}" in ${file} ${key}`,
      });
    }
  }
  return found;
}

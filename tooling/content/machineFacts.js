// @ts-check
// A CNC machine's figures are kept once, in products-mfe/content/cnc-laser/machines.json, and its
// words (summary, description, features) may say them again. Where the words give a laser power,
// a top speed or a square tube the figures do not allow, the two disagree: the launch report
// lists it for the equipment team to settle, rather than the site choosing one. Claims about a
// machine in other pages' words are figureClaims.js.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { machineFiguresFile } from './contentFiles.js';
import { bounds, boundsText, camel, englishTexts, strings } from './figureWords.js';

/** @typedef {import('./placeholders.js').Placeholder} Placeholder */

/** The figures a machine's words may repeat, with the unit they are written in. */
const checked = /** @type {const} */ ([
  ['laserPower', 'kW', 'laser power'],
  ['maxSpeed', 'm/min', 'top speed'],
]);

/** A square tube's size in words, one side only: "square and rectangular tube up to 220 mm". */
const squareTubeClaim = /square[^.,;×]*?up to (\d+)\s?mm\b/gi;

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
            detail: `${id}: ${name} ${boundsText(allowed)} ${unit} in ${machineFiguresFile}, "${said}" in ${wordsFile} ${where}`,
          });
        }
      }
    }
    // "square tube up to 220 mm" where the largest square tube is 150 × 150 mm.
    const square = /** @type {{ largest?: [number, number] } | undefined} */ (
      machine.specifications?.squareTube
    )?.largest;
    if (!square) continue;
    for (const [where, text] of texts) {
      for (const [said, number = ''] of text.matchAll(squareTubeClaim)) {
        if (Number(number) <= Math.max(...square)) continue;
        found.push({
          what: 'machine fact said two ways',
          detail: `${id}: square tube up to ${square.join(' × ')} mm in ${machineFiguresFile}, "${said}" in ${wordsFile} ${where}`,
        });
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
  const texts = await englishTexts(root, app);
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

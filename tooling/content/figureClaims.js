// @ts-check
// What pages say about a machine outside its own words: the services say how thick the plasma
// cuts, the catalogue how accurate the whole laser range is, and a feature the machine's sheet
// calls an option may be said elsewhere as if it came with the machine. Where the words and the
// figures (or the sheet) disagree, the launch report lists both places for the equipment team to
// settle, rather than the site choosing one. A machine's own words are machineFacts.js.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { machineFiguresFile, pageApps, sheetFiguresFile } from './contentFiles.js';
import { bounds, boundsText, englishTexts, strings } from './figureWords.js';

/** @typedef {import('./placeholders.js').Placeholder} Placeholder */

const what = 'machine fact said two ways';

/** @param {string} root @param {string} file */
const readJson = async (root, file) =>
  JSON.parse(await readFile(path.join(root, file), 'utf8').catch(() => '{}'));

/** Every app's English words outside the machines' own. */
const allTexts = async (/** @type {string} */ root) =>
  (await Promise.all(pageApps.map((app) => englishTexts(root, app)))).flat();

/** "plasma up to 40 mm", "plasma cutting up to about 30 mm". */
const plasmaThickness = /plasma(?: cutting)?[^.;,]{0,20}?up to (?:about )?(\d+(?:\.\d+)?)\s?mm/gi;
/** "Positioning accuracy of ±0.05 mm". */
const accuracyClaim = /accuracy of ±\s?(\d+(?:\.\d+)?)\s?mm/gi;

/**
 * Where words give the plasma cutter's thickness as another than its figures' largest, and
 * where they give the laser range one positioning accuracy its machines do not share.
 * @param {string} root
 * @returns {Promise<Placeholder[]>}
 */
export async function disagreeingFigureClaims(root) {
  const texts = await allTexts(root);
  /** @type {Placeholder[]} */
  const found = [];
  const sheets = sheetFiguresFile('cutting-machines');
  const cutting = await readJson(root, sheets);
  const thickness = bounds(cutting.plasma?.specifications?.plasma?.figures?.thickness);
  if (thickness) {
    for (const [file, key, text] of texts) {
      for (const [said, number = ''] of text.matchAll(plasmaThickness)) {
        if (Number(number) === thickness[1]) continue;
        found.push({
          what,
          detail: `plasma: cutting thickness ${boundsText(thickness)} mm in ${sheets}, "${said}" in ${file} ${key}`,
        });
      }
    }
  }
  /** @type {Record<string, { specifications?: Record<string, unknown> }>} */
  const machines = await readJson(root, machineFiguresFile);
  const accuracies = Object.values(machines).flatMap((machine) => {
    const accuracy = bounds(machine.specifications?.positioningAccuracy);
    return accuracy ? [accuracy[0]] : [];
  });
  if (accuracies.length > 0) {
    const span = /** @type {[number, number]} */ ([
      Math.min(...accuracies),
      Math.max(...accuracies),
    ]);
    for (const [file, key, text] of texts) {
      for (const [said, number = ''] of text.matchAll(accuracyClaim)) {
        if (span[0] === span[1] && Number(number) === span[0]) continue;
        found.push({
          what,
          detail: `the CNC laser range: positioning accuracy ±${boundsText(span)} mm in ${machineFiguresFile}, "${said}" in ${file} ${key}`,
        });
      }
    }
  }
  return found;
}

/** The products pages with machine sheets, and the catalogue's card for each. */
const catalogueCards = {
  'cutting-machines': 'cutting',
  'welding-machines': 'welding',
  'torna-freze': 'latheMill',
};
const optionWords = /\b(?:option|optional|on request)\b/i;

/**
 * A thing a machine sheet calls an option (a specification row "Oxy-fuel cutting (option)", a
 * feature "Optional bevel head") said elsewhere on its page or on its catalogue card without
 * saying so: one line per option, with every place.
 * @param {string} root
 * @returns {Promise<Placeholder[]>}
 */
export async function optionsSaidAsStandard(root) {
  const catalogueFile = 'products-mfe/content/pages/products/en/words.json';
  const catalogue = await readJson(root, catalogueFile);
  /** @type {Placeholder[]} */
  const found = [];
  for (const [page, card] of Object.entries(catalogueCards)) {
    const file = `products-mfe/content/pages/${page}/en/words.json`;
    const texts = strings(await readJson(root, file), '').map(
      ([key, text]) => /** @type {[string, string, string]} */ ([file, key.slice(1), text]),
    );
    texts.push(
      ...strings(catalogue.categories?.[card], `categories.${card}`).map(
        ([key, text]) => /** @type {[string, string, string]} */ ([catalogueFile, key, text]),
      ),
    );
    for (const [, optionKey, option] of texts) {
      const thing = (/^(.+?) \(option\)$/i.exec(option) ?? /^Optional (\S+)/.exec(option))?.[1];
      if (!thing) continue;
      const named = new RegExp(`\\b${thing.split(' ')[0]?.replace('-', '\\-')}`, 'i');
      const plain = texts.filter(
        ([, key, text]) =>
          key !== optionKey &&
          text.split(/(?<=[.;:])\s/).some((part) => named.test(part) && !optionWords.test(part)),
      );
      if (plain.length === 0) continue;
      const places = [...new Set(plain.map(([where]) => where))].map(
        (where) =>
          `${where} ${plain
            .filter(([other]) => other === where)
            .map(([, key]) => key)
            .join(', ')}`,
      );
      found.push({
        what,
        detail: `an option said as standard: "${option}" in ${file} ${optionKey}; without "option" in ${places.join('; ')}`,
      });
    }
  }
  return found;
}

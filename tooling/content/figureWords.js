// @ts-check
// Reading what the words say beside what the figures hold: the helpers the launch report's
// checks of facts said two ways share (machineFacts.js, figureClaims.js).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentPages, partnersFile, projectsFile } from './contentFiles.js';

const digitNames = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A machine's id as its words key it: `single-platform` -> `singlePlatform`, `2-chuck-tube` -> `twoChuckTube`. */
export const camel = (/** @type {string} */ id) =>
  id
    .replace(/^(\d)(?=-)/, (digit) => digitNames[Number(digit)] ?? digit)
    .replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/**
 * The lowest and highest value a figure allows: a range's ends, or a single value.
 * @param {unknown} figure
 * @returns {[number, number] | undefined}
 */
export function bounds(figure) {
  const value = /** @type {{ kind?: string; from?: number; to?: number; value?: number }} */ (
    figure
  );
  if (value?.kind === 'range' && value.from !== undefined && value.to !== undefined) {
    return [value.from, value.to];
  }
  if (value?.kind === 'single' && value.value !== undefined) return [value.value, value.value];
  return undefined;
}

/** A figure's bounds as the report writes them: `1–30`, or `0.05`. */
export const boundsText = (/** @type {[number, number]} */ [from, to]) =>
  from === to ? `${from}` : `${from}–${to}`;

/**
 * Every string below a value, with its key path.
 * @param {unknown} value
 * @param {string} key
 * @returns {Array<[string, string]>}
 */
export const strings = (value, key) =>
  typeof value === 'string'
    ? [[key, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([name, item]) => strings(item, `${key}.${name}`))
      : [];

/**
 * An app's English words outside a machine's own (`machines.*`, which say that machine's
 * figures): its pages' words and its lists (partners, projects).
 * @param {string} root
 * @param {string} app
 * @returns {Promise<Array<[file: string, key: string, text: string]>>}
 */
export async function englishTexts(root, app) {
  /** @type {Array<[string, string, string]>} */
  const texts = [];
  for (const page of contentPages(root).filter((folder) => folder.startsWith(`${app}/`))) {
    const file = `${page}/en/words.json`;
    const words = JSON.parse(await readFile(path.join(root, file), 'utf8').catch(() => '{}'));
    for (const [key, text] of strings(words, '')) {
      if (!/^\.machines\./.test(key)) texts.push([file, key.slice(1), text]);
    }
  }
  for (const file of [partnersFile, projectsFile].filter((name) => name.startsWith(`${app}/`))) {
    const list = JSON.parse(await readFile(path.join(root, file), 'utf8').catch(() => '{}'));
    for (const [key, text] of strings(list, '')) {
      if (key.endsWith('.en')) texts.push([file, key.slice(1), text]);
    }
  }
  return texts;
}

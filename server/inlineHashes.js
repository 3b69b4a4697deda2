// @ts-check
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { wellFormedHash } from './headers.js';
import { inlineHashesFile } from './siteLayout.js';

/**
 * The CSP sources of a build's inline code (`inline-hashes.json`, written by the prerender): the
 * client loader's script, and one first-paint style per section. Each list is in a stable order;
 * both are empty for a build without prerendered pages, which has no inline code.
 * @typedef {{ scripts: string[]; styles: string[] }} InlineHashes
 */

/**
 * The hash sources of one directive, in the order of their names; anything that is not a
 * well-formed hash is left out of the policy and said once on stderr.
 * @param {unknown} entries @returns {string[]}
 */
const sources = (entries) =>
  entries && typeof entries === 'object'
    ? Object.keys(entries)
        .sort()
        .map((name) => String(/** @type {Record<string, unknown>} */ (entries)[name]))
        .filter((source) => {
          if (wellFormedHash.test(source)) return true;
          console.error(`inline-hashes.json: ${JSON.stringify(source)} is not a hash; left out.`);
          return false;
        })
    : [];

/**
 * @param {string} shellDir
 * @returns {InlineHashes}
 */
export function readInlineHashes(shellDir) {
  try {
    const hashes = JSON.parse(readFileSync(path.join(shellDir, inlineHashesFile), 'utf8'));
    return { scripts: sources(hashes['script-src']), styles: sources(hashes['style-src']) };
  } catch {
    return { scripts: [], styles: [] };
  }
}

/**
 * A build's inline hashes, read again whenever the file changes: a team's prerender of its own
 * section rewrites its pages and its hash while the server runs.
 * @param {string} shellDir
 * @returns {() => InlineHashes}
 */
export function inlineHashesOf(shellDir) {
  const file = path.join(shellDir, inlineHashesFile);
  let changed = -1;
  /** @type {InlineHashes} */
  let hashes = { scripts: [], styles: [] };
  return () => {
    const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (modified !== changed) {
      changed = modified;
      hashes = readInlineHashes(shellDir);
    }
    return hashes;
  };
}

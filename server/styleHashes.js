// @ts-check
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { styleHashesFile } from './site-layout.js';

/**
 * The CSP sources of the inline first-paint styles of a build (`style-hashes.json`, one per
 * section, written by the prerender), in a stable order; none when the build has no such file
 * (a build without prerendered pages).
 * @param {string} shellDir
 * @returns {string[]}
 */
export function readStyleHashes(shellDir) {
  try {
    const hashes = JSON.parse(readFileSync(path.join(shellDir, styleHashesFile), 'utf8'));
    return Object.keys(hashes)
      .sort()
      .map((section) => String(hashes[section]));
  } catch {
    return [];
  }
}

/**
 * The style hashes of a build, read again whenever the file changes: a team's prerender of its
 * own section rewrites its pages and its hash while the server runs.
 * @param {string} shellDir
 */
export function styleHashesOf(shellDir) {
  const file = path.join(shellDir, styleHashesFile);
  let changed = -1;
  /** @type {string[]} */
  let hashes = [];
  return () => {
    const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (modified !== changed) {
      changed = modified;
      hashes = readStyleHashes(shellDir);
    }
    return hashes;
  };
}

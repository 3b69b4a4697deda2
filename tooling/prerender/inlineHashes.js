// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineHashesFile } from '@site/server/siteLayout';

/**
 * Records the CSP sources of a build's inline code in `inline-hashes.json`, by directive and
 * name, keeping the other entries (a team's prerender replaces only its own section's style).
 * Both servers read the file (server/inlineHashes.js, deploy/nginx/njs/inlineHashes.js).
 * @param {string} out the shell's build folder
 * @param {'script-src' | 'style-src'} directive
 * @param {Record<string, string>} entries name -> source (`'sha256-…'`)
 */
export async function recordInlineHashes(out, directive, entries) {
  const file = path.join(out, inlineHashesFile);
  /** @type {Record<string, Record<string, string>>} */
  const hashes = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => ({}));
  hashes[directive] = sortedKeys({ ...hashes[directive], ...entries });
  await writeFile(file, `${JSON.stringify(sortedKeys(hashes), null, 2)}\n`);
}

/** @template T @param {Record<string, T>} record */
const sortedKeys = (record) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

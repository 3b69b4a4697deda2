// @ts-check
// The sections a range of commits changes: a team's words change its own section; the company's
// facts and shared/ change every section (every app bundles them); docs, tests and the servers
// change none.
import { releaseSections } from '@site/server/releaseLayout';
import { run } from './run.js';

/** @typedef {import('@site/server/releaseLayout').ReleaseSection} Section */

/** Folders each section's release is made from. */
const own = /** @type {const} */ ([
  ['shell/', 'shell'],
  ['services-mfe/', 'services'],
  ['products-mfe/', 'products'],
  ['showcase-mfe/', 'showcase'],
]);

/** What every app is built with: a change there changes every section. */
const everywhere =
  /^(?:shared|router|translation|tooling)\/|^(?:package\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml|tsconfig\.base\.json)$/;

/**
 * @param {string[]} files changed files, from the workspace root
 * @returns {Section[]} in the order they are released: the shell first
 */
export function sectionsOf(files) {
  const changed = new Set();
  for (const file of files) {
    if (everywhere.test(file)) releaseSections.forEach((section) => changed.add(section));
    for (const [folder, section] of own) if (file.startsWith(folder)) changed.add(section);
  }
  return releaseSections.filter((section) => changed.has(section));
}

/**
 * Whether a section changed since the commit its live release was made from: every commit since
 * counts, also those of a push whose release was skipped or failed. A section with no live
 * release, or made from a commit this checkout does not have, is released.
 * @param {Section} section
 * @param {string | undefined} since the live release's commit
 * @returns {Promise<boolean>}
 */
export async function changedSince(section, since) {
  if (!since) return true;
  const known = await run(['git', 'cat-file', '-e', `${since}^{commit}`]).then(
    () => true,
    () => false,
  );
  if (!known) return true;
  const out = await run(['git', 'diff', '--name-only', since, 'HEAD']);
  return sectionsOf(out.split('\n').filter(Boolean)).includes(section);
}

/**
 * The sections a range of commits changes, in the order they are released.
 * @param {string} range a git range, `a..b`
 * @returns {Promise<Section[]>}
 */
export async function sectionsChangedIn(range) {
  // A branch's first push names no commit before it (all zeros): everything is new.
  if (/^0+\.\./.test(range)) return [...releaseSections];
  const out = await run(['git', 'diff', '--name-only', range]);
  return sectionsOf(out.split('\n').filter(Boolean));
}

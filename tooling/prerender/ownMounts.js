// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The top-level segments of a remote's pages, in their order: where the shell mounts it.
 * @param {readonly string[]} pages
 */
export const mountsOfPages = (pages) => [
  ...new Set(pages.map((page) => page.split('/')[0] ?? '').filter(Boolean)),
];

/**
 * For a remote's release: mounts the remote, in the `remotes.json` of the shell its pages are
 * rendered against, where its pages are now (a new top-level page is a new mount; a mount no
 * page uses is gone), each other remote's mounts as they were. The remote's pages come from the
 * site itself, so the release needs no run of its own to learn them. True when the file changed.
 * @param {string} shellDir
 * @param {string} federationName
 * @param {readonly string[]} pages
 */
export async function mountOwnPages(shellDir, federationName, pages) {
  const file = path.join(shellDir, 'remotes.json');
  const remotes = JSON.parse(await readFile(file, 'utf8'));
  /** @type {Array<[string, string]>} */
  const before = Object.entries(remotes.mounts ?? {});
  const own = mountsOfPages(pages);
  const ownBefore = before.filter(([, name]) => name === federationName).map(([mount]) => mount);
  if (JSON.stringify(own) === JSON.stringify(ownBefore)) return false;
  const mounts = Object.fromEntries([
    ...before.filter(([, name]) => name !== federationName),
    ...own.map((mount) => [mount, federationName]),
  ]);
  await writeFile(file, JSON.stringify({ ...remotes, mounts }));
  return true;
}

/**
 * The mounts of a remote in a shell's `remotes.json`.
 * @param {string} shellDir
 * @param {string} federationName
 * @returns {Promise<string[]>}
 */
export async function mountsOf(shellDir, federationName) {
  const remotes = JSON.parse(await readFile(path.join(shellDir, 'remotes.json'), 'utf8'));
  return Object.entries(remotes.mounts ?? {})
    .filter(([, name]) => name === federationName)
    .map(([mount]) => mount);
}

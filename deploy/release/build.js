// @ts-check
// Makes one section's release in a local folder, ready to upload: its app built, its pages
// prerendered against the target's live shell and sections (and the new code), and the whole
// sorted into the release layout (server/releaseLayout.js).
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  codeAddress,
  composedRemotes,
  federationOfSection,
  releaseParts,
} from '@site/server/releaseLayout';
import { mountsOf } from '@site/tooling/prerender/ownMounts';
import { precompress } from '@site/tooling/prerender/precompress';
import { languages } from '@site/shared/i18n/siteLanguages';
import { run } from './run.js';

/** @typedef {import('@site/server/releaseLayout').ReleaseSection} Section */
/** @typedef {import('@site/server/releaseLayout').LiveRelease} LiveRelease */

/** The workspace app each section's release is built from. */
export const appOfSection = (/** @type {Section} */ section) =>
  section === 'shell' ? 'shell' : `${section}-mfe`;

/** What the prerender writes that belongs to a release's site parts, not its pages or code. */
const siteFiles = [
  'sitemap.xml',
  'summary.json',
  'redirects.json',
  'inline-hashes.json',
  'pagefind',
];
/** The prerender's page folders: one per language, and the shell's error and offline pages. */
const pageFolders = [...languages, 'errors', 'offline'];

/**
 * @param {{
 *   section: Section;
 *   id: string;
 *   work: string;
 *   live: LiveRelease[];
 *   info: Omit<import('@site/server/releaseLayout').ReleaseInfo, 'mounts'>;
 * }} options `work` a fresh folder for the build; `live` the target's live releases, on this
 *   machine (the prerender serves their code)
 * @returns {Promise<string>} the release's folder
 */
export async function buildRelease({ section, id, work, live, info }) {
  const app = appOfSection(section);
  const builds = path.join(work, 'build');
  await run(['pnpm', '--filter', app, 'build'], { env: { SITE_BUILD_DIR: builds } });
  const built = path.join(builds, app, 'dist');
  const others = live.filter((release) => release.section !== section);
  const shellCode = section === 'shell' ? built : path.join(work, 'shell');
  if (section !== 'shell') {
    const shell = live.find((release) => release.section === 'shell');
    if (!shell) throw new Error('The target has no live shell: release the shell first.');
    await cp(path.join(shell.dir, releaseParts.code), shellCode, { recursive: true });
  }
  const served = [
    ...others.flatMap((release) => [
      '--serve',
      `${codeAddress(release.section, release.id)}=${path.join(release.dir, releaseParts.code)}`,
    ]),
    ...(section === 'shell' ? [] : ['--serve', `${codeAddress(section, id)}=${built}`]),
  ];
  /** The staging site's remotes.json: the live remotes, this one at its new address. */
  const writeRemotes = async (/** @type {string[]} */ mounts) => {
    const remotes = composedRemotes([
      ...others,
      ...(section === 'shell' ? [] : [{ section, id, dir: '', info: { ...info, mounts } }]),
    ]);
    const own = JSON.parse(await readFile(path.join(shellCode, 'remotes.json'), 'utf8'));
    await writeFile(
      path.join(shellCode, 'remotes.json'),
      JSON.stringify({ ...remotes, loadTimeoutMs: own.loadTimeoutMs ?? remotes.loadTimeoutMs }),
    );
    return own.loadTimeoutMs;
  };
  const federationName = federationOfSection(section);
  // The staging shell names the live remotes, this one at its new address and, for now, at its
  // live mounts; its prerender mounts it where its pages are now (a new top-level page).
  const loadTimeoutMs = await writeRemotes(
    live.find((release) => release.section === section)?.info.mounts ?? [],
  );
  const out = section === 'shell' ? shellCode : path.join(work, 'out');
  await run([
    'node',
    'tooling/prerender/prerender.js',
    '--shell',
    shellCode,
    ...served,
    '--section',
    federationName ?? 'shell',
    '--release',
    '--out',
    out,
    ...(section === 'shell'
      ? []
      : ['--stylesheets-base', `${codeAddress(section, id)}prerendered/`]),
  ]);
  const mounts = federationName ? await mountsOf(shellCode, federationName) : [];

  const release = path.join(work, 'release');
  const sortInto = async (/** @type {string} */ part, /** @type {string[]} */ names) => {
    await mkdir(path.join(release, part), { recursive: true });
    for (const name of names) {
      await rename(path.join(out, name), path.join(release, part, name)).catch((error) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  };
  await sortInto(releaseParts.pages, pageFolders);
  await sortInto(releaseParts.site, siteFiles);
  if (section === 'shell') {
    await rename(out, path.join(release, releaseParts.code));
  } else {
    await rename(built, path.join(release, releaseParts.code));
    const stylesheets = path.join(out, codeAddress(section, id), 'prerendered');
    await rename(stylesheets, path.join(release, releaseParts.code, 'prerendered')).catch(
      (error) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
  await writeFile(
    path.join(release, releaseParts.info),
    `${JSON.stringify({ ...info, mounts, ...(section === 'shell' ? { loadTimeoutMs } : {}) })}\n`,
  );
  await precompress([release]);
  await rm(path.join(work, 'build'), { recursive: true, force: true });
  return release;
}

/**
 * Every file of a release folder with its size, by its path below the folder.
 * @param {string} dir
 * @returns {Promise<Map<string, number>>}
 */
export async function filesOf(dir) {
  const { stat } = await import('node:fs/promises');
  /** @type {Map<string, number>} */
  const files = new Map();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), (await stat(full)).size);
  }
  return files;
}

// @ts-check
// Checks a release on its target before it goes live: every file arrived whole, and every page
// and every file its pages and its manifest name answers 200 with the right type.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from '@site/server/headers';
import { codeAddress, releaseParts } from '@site/server/releaseLayout';
import { runOnTarget } from './target.js';

/**
 * The files on the target below the release's folder, with their sizes.
 * @param {import('./target.js').Target} target
 * @param {string} folder
 * @returns {Promise<Map<string, number>>}
 */
async function filesThere(target, folder) {
  const out = await runOnTarget(target, `cd "$1" && find . -type f -printf '%s %P\\n'`, [folder]);
  return new Map(
    out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [size = '0', ...name] = line.split(' ');
        return [name.join(' '), Number(size)];
      }),
  );
}

/** Addresses a page names for the browser to fetch: scripts, styles, pictures, its preload. */
const named = /\s(?:src|href|srcset|imagesrcset|content)="([^"]+)"/g;

/**
 * The site's own addresses in a page's HTML (not links to other pages, not other hosts).
 * @param {string} html
 */
function addressesIn(html) {
  const found = new Set();
  for (const [, value = ''] of html.matchAll(named)) {
    for (const candidate of value.split(',')) {
      const address = candidate.trim().split(/\s+/)[0] ?? '';
      if (!address.startsWith('/') || address.startsWith('//')) continue;
      if (!/\.[a-z0-9]+$/i.test(address.split('?')[0] ?? '')) continue;
      found.add(address.split('?')[0]);
    }
  }
  return found;
}

/**
 * @param {{
 *   target: import('./target.js').Target;
 *   section: import('@site/server/releaseLayout').ReleaseSection;
 *   id: string;
 *   local: Map<string, number>;
 *   release: string;
 *   origin: string;
 *   pages: boolean;
 * }} options `local` the files made (path -> size), `release` their local folder, `origin`
 *   where the target's site answers; `pages` whether it shows this release's pages (a preview)
 *   or only the files they name (the live site, before the switch)
 * @returns {Promise<string[]>} what is wrong, one line each; none when all is well
 */
export async function problemsOf({ target, section, id, local, release, origin, pages }) {
  const folder = `releases/${section}/${id}`;
  const there = await filesThere(target, folder);
  /** @type {string[]} */
  const problems = [];
  for (const [file, size] of local) {
    const arrived = there.get(file);
    if (arrived === undefined) problems.push(`${folder}/${file} is missing on the target`);
    else if (arrived !== size)
      problems.push(`${folder}/${file} arrived with ${arrived} of ${size} bytes`);
  }
  // Without a server to ask, the files are all there is to check.
  if (!origin) return problems.sort();
  /** @type {Set<string>} */
  const addresses = new Set();
  for (const file of local.keys()) {
    const [part, ...rest] = file.split('/');
    if (part === releaseParts.pages && file.endsWith('/index.html')) {
      for (const address of addressesIn(await readFile(path.join(release, file), 'utf8'))) {
        addresses.add(address);
      }
      if (pages) addresses.add(`/${rest.slice(0, -1).join('/')}`);
    }
  }
  const manifest = path.join(release, releaseParts.code, 'mf-manifest.json');
  const assets = await readFile(manifest, 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => null);
  for (const group of [...(assets?.exposes ?? []), ...(assets?.shared ?? [])]) {
    for (const kind of ['js', 'css']) {
      for (const file of [
        ...(group.assets?.[kind]?.sync ?? []),
        ...(group.assets?.[kind]?.async ?? []),
      ]) {
        addresses.add(`${codeAddress(section, id)}${file}`);
      }
    }
  }
  await Promise.all(
    [...addresses].map(async (address) => {
      const answer = await fetch(`${origin}${address}`, { method: 'GET' }).catch(() => undefined);
      const page = !/\.[a-z0-9]+$/i.test(address);
      const wanted = page ? 'text/html; charset=utf-8' : contentTypeOf(address);
      if (!answer) problems.push(`${address}: no answer from ${origin}`);
      else if (answer.status !== 200) problems.push(`${address} answered ${answer.status}`);
      else if (answer.headers.get('content-type') !== wanted) {
        problems.push(`${address} answered ${answer.headers.get('content-type')}, not ${wanted}`);
      }
      await answer?.arrayBuffer().catch(() => undefined);
    }),
  );
  return problems.sort();
}

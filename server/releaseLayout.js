// @ts-check
// A release target's layout, read by both servers and written by the release commands
// (deploy/release/): every section's releases, each immutable, and a link per section to the live
// one. A page is answered from the live release of the section that has it; the site-wide files
// (remotes.json, sections.json, the sitemap, the CSP's inline hashes, old addresses) are made from
// the live releases on each request, so releasing one section never rewrites another's files.
import { existsSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import { wellFormedHash } from './headers.js';

/** The site's sections, in the order its menus list them; the shell is the web team's host. */
export const releaseSections = /** @type {const} */ (['shell', 'services', 'products', 'showcase']);
/** @typedef {(typeof releaseSections)[number]} ReleaseSection */

/** The remote's federation name of a section (`products` -> `products_mfe`); none for the shell. */
export const federationOfSection = (/** @type {ReleaseSection} */ section) =>
  section === 'shell' ? undefined : `${section}_mfe`;

/** Inside a release: what it is, its code (served under its own address), pages, site parts. */
export const releaseParts = {
  info: 'release.json',
  code: 'code',
  pages: 'pages',
  site: 'site',
};

/**
 * Every shell release's scripts and styles (`assets/`, named by their content), pooled: a page
 * made against an older shell keeps finding its files however many shell releases came since.
 */
export const shellAssets = 'shell-assets';

/** The address of a release's code: immutable, so any release stays reachable until pruned. */
export const codeAddress = (/** @type {string} */ section, /** @type {string} */ id) =>
  `/mfe/${section}/${id}/`;

/** The address of a release's search index (Pagefind), merged by the shell's search. */
export const searchAddress = (/** @type {string} */ section, /** @type {string} */ id) =>
  `/search-index/${section}/${id}/`;

/** A release id: when (UTC, to the second) and from which commit. Sorts by time. */
export const releaseIdPattern = /^\d{8}T\d{6}Z-[0-9a-f]{7,40}(?:-[a-z0-9]+)?$/;

/** Whether a folder is a release target (it has a `live/` folder), not a workspace build. */
export const isReleaseTarget = (/** @type {string} */ root) => existsSync(path.join(root, 'live'));

/**
 * @typedef {{
 *   section: ReleaseSection;
 *   id: string;
 *   commit: string;
 *   builtAt: string;
 *   by: string;
 *   mounts: string[];
 *   basedOn?: string | null;
 *   loadTimeoutMs?: number;
 * }} ReleaseInfo
 * @typedef {{ section: ReleaseSection; id: string; dir: string; info: ReleaseInfo }} LiveRelease
 */

/**
 * The live releases of a target, read again only when a link changes (a switch replaces the
 * link, so its target is the one thing to look at). `preview` shows a release as if it were live
 * (the release command's check before its switch).
 * @param {string} root
 * @param {Partial<Record<ReleaseSection, string>>} [preview]
 * @returns {() => LiveRelease[]}
 */
export function liveReleasesOf(root, preview = {}) {
  let seen = '';
  /** @type {LiveRelease[]} */
  let live = [];
  return () => {
    const links = releaseSections.map((section) => {
      const shown = preview[section];
      if (shown) return `../releases/${section}/${shown}`;
      try {
        return readlinkSync(path.join(root, 'live', section));
      } catch {
        return '';
      }
    });
    const key = links.join('\n');
    if (key !== seen) {
      live = releaseSections.flatMap((section, index) => {
        const link = links[index];
        if (!link) return [];
        const dir = path.resolve(root, 'live', link);
        try {
          const info = /** @type {ReleaseInfo} */ (
            JSON.parse(readFileSync(path.join(dir, releaseParts.info), 'utf8'))
          );
          return [{ section, id: info.id, dir, info }];
        } catch {
          return [];
        }
      });
      seen = key;
    }
    return live;
  };
}

/**
 * A JSON file of a release's site parts, or `fallback` when it has none.
 * @template T
 * @param {LiveRelease} release
 * @param {string} name
 * @param {T} fallback
 * @returns {T}
 */
export function sitePart(release, name, fallback) {
  try {
    return JSON.parse(readFileSync(path.join(release.dir, releaseParts.site, name), 'utf8'));
  } catch {
    return fallback;
  }
}

/**
 * remotes.json as the shell reads it: each live remote at its release's address, and the mounts
 * each declares.
 * @param {LiveRelease[]} live
 */
export function composedRemotes(live) {
  const shell = live.find((release) => release.section === 'shell');
  /** @type {Record<string, string>} */
  const remotes = {};
  /** @type {Record<string, string>} */
  const mounts = {};
  for (const release of live) {
    const federationName = federationOfSection(release.section);
    if (!federationName) continue;
    remotes[federationName] = `${codeAddress(release.section, release.id)}mf-manifest.json`;
    for (const mount of release.info.mounts) mounts[mount] = federationName;
  }
  return { loadTimeoutMs: shell?.info.loadTimeoutMs ?? 10_000, remotes, mounts };
}

/**
 * sections.json: the remotes' summaries (menus, home cards), where each one's search index is.
 * @param {LiveRelease[]} live
 */
export function composedSections(live) {
  const { mounts } = composedRemotes(live);
  const sections = live.flatMap((release) => {
    const summary = sitePart(
      release,
      'summary.json',
      /** @type {Record<string, unknown> | null} */ (null),
    );
    return summary ? [{ ...summary, search: searchAddress(release.section, release.id) }] : [];
  });
  return { mounts, sections };
}

/**
 * The sitemap index: one sitemap per live release (`/sitemaps/<section>.xml`).
 * @param {LiveRelease[]} live
 * @param {string} origin the site's public address
 */
export function composedSitemap(live, origin) {
  const entries = live
    .filter((release) => existsSync(path.join(release.dir, releaseParts.site, 'sitemap.xml')))
    .map((release) => `<sitemap><loc>${origin}/sitemaps/${release.section}.xml</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The CSP sources of every live release's inline code (the client loader, each section's
 * first-paint styles), in a stable order; only well-formed hashes.
 * @param {LiveRelease[]} live
 * @returns {import('./inlineHashes.js').InlineHashes}
 */
export function composedInlineHashes(live) {
  const by = {
    'script-src': /** @type {Set<string>} */ (new Set()),
    'style-src': /** @type {Set<string>} */ (new Set()),
  };
  for (const release of live) {
    const hashes = sitePart(
      release,
      'inline-hashes.json',
      /** @type {Record<string, Record<string, string>>} */ ({}),
    );
    for (const directive of /** @type {const} */ (['script-src', 'style-src'])) {
      for (const source of Object.values(hashes[directive] ?? {})) {
        // A source that is not a hash is left out, as in a build's (inlineHashes.js).
        if (wellFormedHash.test(String(source))) by[directive].add(String(source));
      }
    }
  }
  return { scripts: [...by['script-src']].sort(), styles: [...by['style-src']].sort() };
}

/**
 * Old addresses of pages and where they moved, from every live release.
 * @param {LiveRelease[]} live
 * @returns {Map<string, string>}
 */
export function composedRedirects(live) {
  return new Map(
    live.flatMap((release) =>
      sitePart(release, 'redirects.json', /** @type {{ path: string; to: string }[]} */ ([])).map(
        ({ path: from, to }) => /** @type {[string, string]} */ ([from, to]),
      ),
    ),
  );
}

/**
 * The file of a page in the live releases, below `pages/` of the release that has it.
 * @param {LiveRelease[]} live
 * @param {string} relative `en/products/index.html`
 */
export function livePageFile(live, relative) {
  for (const release of live) {
    const file = path.join(release.dir, releaseParts.pages, relative);
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}

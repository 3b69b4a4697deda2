// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the composed site's files are: the shell at `/`, each remote's build under `/mfe/...`
 * (remotes.json points there), and the files the prerender step writes into the shell's folder.
 * Both servers (Node and nginx) and the build scripts read this one layout.
 */
const workspace = path.resolve(fileURLToPath(import.meta.url), '../..');

/**
 * Where builds go: each app's `dist`, or `$SITE_BUILD_DIR/<app>/dist` when that is set, so a
 * second site (e.g. the tests' build with photos) is built and served beside the first.
 */
const buildRoot = process.env.SITE_BUILD_DIR ? path.resolve(process.env.SITE_BUILD_DIR) : workspace;

/** The build folder of an app of the workspace (`products-mfe`). */
export const appDist = (/** @type {string} */ app) => path.join(buildRoot, app, 'dist');

/** The content editor (cms/), served at `/admin/` with its own headers (server/headers.js). */
export const editorPrefix = '/admin/';

/**
 * The folders a server of the site serves, for the builds below `root` (`<root>/<app>/dist`):
 * the shell's, each remote's by URL prefix, and the editor's.
 * @param {string} root
 */
export function siteLayout(root) {
  const dist = (/** @type {string} */ app) => path.join(root, app, 'dist');
  return {
    shellDir: dist('shell'),
    /** URL prefix -> folder of each remote's build. */
    mounts: {
      '/mfe/services/': dist('services-mfe'),
      '/mfe/products/': dist('products-mfe'),
      '/mfe/showcase/': dist('showcase-mfe'),
    },
    editorDir: dist('cms'),
  };
}

const layout = siteLayout(buildRoot);

/** URL prefix -> folder of each remote's build. */
export const defaultMounts = layout.mounts;

export const defaultShellDir = layout.shellDir;

export const editorDir = layout.editorDir;

/** Every app's build folder and the editor's, for steps that treat them alike (precompression). */
export const buildFolders = [defaultShellDir, ...Object.values(defaultMounts), editorDir];

/** The prerendered not-found page of a language, below the shell's folder. */
export const notFoundFile = (/** @type {string} */ language) => `errors/404.${language}.html`;

/**
 * The offline page of a language, below the shell's folder: the offline worker saves it and
 * shows it for a page it has not saved (shell/src/offline/worker/routes.ts names the same file).
 */
export const offlineFile = (/** @type {string} */ language) => `offline/${language}.html`;

/** Old addresses of pages and where they moved, from the remotes' manifests (prerender). */
export const redirectsFile = 'redirects.json';

/**
 * The CSP hashes of the pages' inline code, by directive: the client loader's script, and the
 * first-paint styles of each section (prerender).
 */
export const inlineHashesFile = 'inline-hashes.json';

/** A page's prerendered HTML, below the shell's folder. */
export const pageFile = (/** @type {string} */ language, /** @type {string} */ pagePath) =>
  path.posix.join(language, pagePath, 'index.html');

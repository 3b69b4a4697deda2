// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the composed site's files are: the shell at `/`, each remote's build under `/mfe/...`
 * (remotes.json points there), and the files the prerender step writes into the shell's folder.
 * Both servers (Node and nginx) and the build scripts read this one layout.
 */
const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');

/** URL prefix -> folder of each remote's build. */
export const defaultMounts = {
  '/mfe/services/': path.join(workspace, 'services-mfe/dist'),
  '/mfe/products/': path.join(workspace, 'products-mfe/dist'),
  '/mfe/showcase/': path.join(workspace, 'showcase-mfe/dist'),
};

export const defaultShellDir = path.join(workspace, 'shell/dist');

/** Every app's build folder, for steps that treat them alike (precompression). */
export const buildFolders = [defaultShellDir, ...Object.values(defaultMounts)];

/** The prerendered not-found page of a language, below the shell's folder. */
export const notFoundFile = (/** @type {string} */ language) => `errors/404.${language}.html`;

/** Old addresses of pages and where they moved, from the remotes' manifests (prerender). */
export const redirectsFile = 'redirects.json';

/** A page's prerendered HTML, below the shell's folder. */
export const pageFile = (/** @type {string} */ language, /** @type {string} */ pagePath) =>
  path.posix.join(language, pagePath, 'index.html');

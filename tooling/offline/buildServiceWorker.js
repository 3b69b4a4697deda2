// @ts-check
// The offline worker `/sw.js` (its code: shell/src/offline/worker/serviceWorker.ts), built over
// the finished site by the prerender step: bundled by Vite, then given by Workbox's
// injectManifest the list of the shell's files to save when it installs (its code and styles,
// the offline page of each language, the icons). Pages, the remotes' files and pictures are
// saved as they are seen (runtime caching), so a team deploying its remote changes nothing here.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { buildTarget } from '../config/viteConfig.js';

/** The shell's package (its sources), and the worker's code in it. */
const shellRoot = path.resolve(import.meta.dirname, '../../shell');
const workerSource = path.join(shellRoot, 'src/offline/worker/serviceWorker.ts');

/** The shell's files saved on install, below its build folder. */
export const precachedFiles = [
  'assets/**/*.{js,css}',
  'offline/*.html',
  'favicon.svg',
  'icon-192.png',
  'manifest.webmanifest',
];

/**
 * @param {string} shellDir the shell's build folder, where `sw.js` is written
 * @returns {Promise<{ count: number; size: number }>} files and bytes saved on install
 */
export async function writeServiceWorker(shellDir) {
  const bundleDir = await mkdtemp(path.join(tmpdir(), 'site-sw-'));
  try {
    await build({
      configFile: false,
      root: shellRoot,
      logLevel: 'warn',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: bundleDir,
        emptyOutDir: true,
        target: buildTarget,
        minify: true,
        lib: {
          entry: workerSource,
          formats: ['iife'],
          name: 'siteOfflineWorker',
          fileName: () => 'sw.js',
        },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(bundleDir, 'sw.js'),
      swDest: path.join(shellDir, 'sw.js'),
      globDirectory: shellDir,
      globPatterns: precachedFiles,
      // The prerender step's own renderer, never loaded by a visitor's page.
      globIgnores: ['assets/staticRender-*.js'],
      // Hashed names need no revision of their own.
      dontCacheBustURLsMatching: /^assets\//,
    });
    if (warnings.length) console.warn(warnings.join('\n'));
    return { count, size };
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}

// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { configDefaults } from 'vitest/config';
import { federationNameOf } from '@site/shared/contract/remotes';
import { federationDefaults, sharedDependencies } from './federation.js';
import { contentCheckPlugin } from '../content/contentCheckPlugin.js';
import { contentOverlayPlugin } from '../content/contentOverlayPlugin.js';
import { oneLanguagePlugin } from '../content/oneLanguagePlugin.js';
import { picturesPlugin } from '../pictures/picturesPlugin.js';
import {
  federationChunkGroup,
  librariesChunkGroup,
  pageWordsChunkGroup,
  reactChunkGroup,
  pagePartsChunkGroup,
  sectionChunkGroup,
  startChunkGroup,
  wordsChunkGroup,
} from './chunkGroups.js';
import { appDist } from '@site/server/siteLayout';

const workspace = path.resolve(import.meta.dirname, '../..');

/**
 * The browsers the site supports, as the `browserslist` of the workspace's package.json names
 * them (docs/browsers.md), in the form Vite's build takes for JavaScript and CSS alike:
 * `['chrome111', 'edge111', 'firefox128', 'ios16.4', 'safari16.4']`.
 */
export const buildTarget = browserslistToEsbuild(undefined, { path: workspace });

/** @param {string} appRoot */
function packageName(appRoot) {
  return /** @type {{ name: string }} */ (
    JSON.parse(readFileSync(path.join(appRoot, 'package.json'), 'utf8'))
  ).name;
}

/**
 * The Vite config of one app of the site.
 *
 * The shell is a plain Vite app: it bundles React, the router and i18next like any app (so they
 * are tree-shaken) and loads the federation runtime only when a page needs a remote
 * (shell/src/sections/federationRuntime.ts). A remote is a federation container named after its package
 * (`products-mfe` -> `products_mfe`); it builds with a relative base, so its chunks and assets
 * resolve from wherever its manifest is served, and in a build it uses the shell's copy of the
 * federation runtime (`externalRuntime`). `pnpm --filter <remote> dev` runs it alone with its own.
 * @param {{ appRoot: string; port: number; exposes?: Record<string, string>; isHost?: boolean }} app
 * @param {{ command: 'build' | 'serve' }} env
 * @returns {import('vite').UserConfig}
 */
export function siteViteConfig({ appRoot, port, exposes = {}, isHost = false }, { command }) {
  const name = federationNameOf(packageName(appRoot));
  const remote = !isHost;
  return {
    base: isHost ? '/' : './',
    // The federation runtime the shell bundles leaves out its loaders for Node, as the federation
    // plugin has the remotes' builds do: every page and the prerender run it in a browser. The
    // shell loads remotes by their manifests (snapshots) and shares modules with them, so the
    // runtime's stand-ins for a build without those go too.
    ...(isHost
      ? {
          define: {
            ENV_TARGET: JSON.stringify('web'),
            FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
            FEDERATION_OPTIMIZE_NO_SHARED: 'false',
            FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'false',
          },
        }
      : {}),
    plugins: [
      contentCheckPlugin(),
      contentOverlayPlugin({ workspace }),
      oneLanguagePlugin(),
      picturesPlugin({ workspace }),
      react(),
      ...(remote
        ? [
            federation({
              ...federationDefaults,
              name,
              exposes,
              shared: sharedDependencies(appRoot),
              experiments: { externalRuntime: command === 'build' },
            }),
          ]
        : []),
    ],
    css: {
      modules: {
        // The app name keeps two builds of one shared component from sharing class names.
        generateScopedName: `${name}_[local]_[hash:base64:5]`,
      },
    },
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
    preview: { port, strictPort: true, cors: true },
    build: {
      // Syntax the supported browsers lack is rewritten; tooling/browsers/checkBuild.js proves it.
      target: buildTarget,
      cssTarget: buildTarget,
      outDir: appDist(path.basename(appRoot)),
      emptyOutDir: true,
      // Every asset a file of its own (no data: URLs): lazy loading works, the strict CSP needs
      // no data: images, and the company can replace an image file without a build.
      assetsInlineLimit: 0,
      // The shell's styles are one file linked from the HTML, so a page paints before any script.
      cssCodeSplit: remote,
      rollupOptions: {
        // A remote's build is the federation container only: its standalone page needs the dev
        // server (it has no host to take the federation runtime from).
        ...(remote ? { input: {}, preserveEntrySignatures: 'allow-extension' } : {}),
        // Fewer scripts for the shell's pages to ask for one by one (tooling/config/chunkGroups.js).
        ...(remote
          ? {
              output: {
                codeSplitting: {
                  groups: [
                    ...Object.values(exposes).map((exposed) =>
                      sectionChunkGroup({ name: 'section', section: path.join(appRoot, exposed) }),
                    ),
                    wordsChunkGroup({ namespace: path.basename(appRoot).replace(/-mfe$/, '') }),
                    pageWordsChunkGroup(),
                    federationChunkGroup(),
                    ...Object.values(exposes).map((exposed) =>
                      pagePartsChunkGroup({ section: path.join(appRoot, exposed) }),
                    ),
                  ],
                },
              },
            }
          : {
              output: {
                codeSplitting: {
                  groups: [
                    reactChunkGroup({ entry: path.join(appRoot, 'src/app/reactDomClient.ts') }),
                    librariesChunkGroup({
                      name: 'libraries',
                      entry: path.join(appRoot, 'src/main.tsx'),
                      first: path.join(appRoot, 'src/app/reactDomClient.ts'),
                      start: path.join(appRoot, 'src/app/bootstrap.tsx'),
                    }),
                    startChunkGroup({
                      name: 'bootstrap',
                      entry: path.join(appRoot, 'src/main.tsx'),
                      start: path.join(appRoot, 'src/app/bootstrap.tsx'),
                    }),
                  ],
                },
              },
            }),
      },
      // A page's module brings its own imports; no script adds a preload link for each of them
      // (twenty DOM insertions while the page is being taken over). Styles still load with it.
      ...(remote ? { modulePreload: false } : {}),
    },
  };
}

/** Folders a package keeps no tests of its own in. */
const notTests = new Set(['node_modules', 'dist', '.fixtures', '.reports', 'test-results']);

/**
 * The test files below `dir` that replace a module with `vi.mock`: a mock must be in place before
 * anything imports the module, so those files get a module graph of their own.
 * @param {string} dir
 * @returns {string[]} paths relative to `dir`
 */
function filesThatMock(dir, relative = '') {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(relative, entry.name);
    if (entry.isDirectory()) return notTests.has(entry.name) ? [] : filesThatMock(dir, file);
    return /\.spec\.tsx?$/.test(entry.name) &&
      readFileSync(path.join(dir, file), 'utf8').includes('vi.mock(')
      ? [file]
      : [];
  });
}

/**
 * Unit tests of one app: components render in happy-dom (jsdom needs Node 22). Test files share
 * one module graph and one happy-dom per worker thread (`isolate: false`): each file setting up its
 * own took two thirds of the run. Each test cleans up what it rendered (shared/src/testing/
 * setup.ts); a file that mocks a module runs apart, in a graph of its own.
 * @param {{ setupFiles?: string[] }} [options]
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function siteVitestConfig({ setupFiles = [] } = {}) {
  const reports = new URL('../../tests/.reports/', import.meta.url).pathname;
  const mocking = filesThatMock(process.cwd());
  return {
    // The image pipeline too: pages import the photos staff uploaded (virtual:site-content-photos).
    plugins: [oneLanguagePlugin(), picturesPlugin({ workspace }), react()],
    test: {
      environment: 'happy-dom',
      pool: 'threads',
      // One thread per core (Vitest's default leaves one core out): a package whose tests run
      // alone, or last, still uses the whole machine.
      maxWorkers: availableParallelism(),
      // Hang guards, not speed limits: a test that encodes photos or renders PDFs takes what the
      // machine takes that day, and a slow day makes the run slower, never red.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      reporters: ['default', 'json'],
      outputFile: { json: `${reports}unit-${path.basename(process.cwd())}.json` },
      setupFiles: [
        new URL('../../shared/src/testing/setup.ts', import.meta.url).pathname,
        ...setupFiles,
      ],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      projects: [
        {
          extends: true,
          test: {
            name: 'shared graph',
            isolate: false,
            exclude: [...configDefaults.exclude, ...mocking],
          },
        },
        ...(mocking.length > 0
          ? [
              {
                extends: /** @type {const} */ (true),
                test: { name: 'own graph', isolate: true, include: mocking },
              },
            ]
          : []),
      ],
    },
  };
}

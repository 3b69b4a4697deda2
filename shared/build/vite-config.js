// @ts-check
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { federationDefaults, sharedDependencies } from './federation.js';

/**
 * The Vite config of one app of the site. Remotes build with a relative base, so their chunks and
 * assets resolve from wherever their manifest is served (any folder or origin).
 * @param {{
 *   appRoot: string;
 *   federationName: string;
 *   port: number;
 *   exposes?: Record<string, string>;
 *   isHost?: boolean;
 * }} app
 * @returns {import('vite').UserConfig}
 */
export function siteViteConfig({ appRoot, federationName, port, exposes, isHost = false }) {
  return {
    base: isHost ? '/' : './',
    plugins: [
      react(),
      federation({
        ...federationDefaults,
        name: federationName,
        ...(isHost ? { remotes: {} } : { exposes }),
        shared: sharedDependencies(appRoot),
      }),
    ],
    css: {
      modules: {
        // The app name keeps two builds of one shared component from sharing class names.
        generateScopedName: `${federationName}_[local]_[hash:base64:5]`,
      },
    },
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
    preview: { port, strictPort: true, cors: true },
    // Every asset a file of its own (no data: URLs): lazy loading works, the strict CSP needs no
    // data: images, and the company can replace an image file without a build.
    build: { target: 'es2022', assetsInlineLimit: 0 },
  };
}

/**
 * Unit tests of one app: components render in happy-dom (jsdom needs Node 22).
 * @param {{ setupFiles?: string[] }} [options]
 * @returns {import('vite').UserConfig}
 */
export function siteVitestConfig({ setupFiles = [] } = {}) {
  const reports = new URL('../../tests/.reports/', import.meta.url).pathname;
  return {
    plugins: [react()],
    test: {
      environment: 'happy-dom',
      reporters: ['default', 'json'],
      outputFile: { json: `${reports}unit-${path.basename(process.cwd())}.json` },
      setupFiles: [new URL('../src/testing/setup.ts', import.meta.url).pathname, ...setupFiles],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  };
}

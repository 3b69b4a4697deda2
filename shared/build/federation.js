// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Build-time federation settings used by all four apps, so every build declares the shared
 * singletons the same way (ARCHITECTURE.md: loaded-first, requiredVersion, one version each).
 * Plain JavaScript: Vite loads config files with Node, which cannot import TypeScript.
 */
export const sharedSingletons = /** @type {const} */ ([
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
]);

/**
 * @param {string} appRoot
 * @param {string} name
 * @returns {string}
 */
function installedVersion(appRoot, name) {
  const require = createRequire(path.join(appRoot, 'package.json'));
  return /** @type {{ version: string }} */ (require(`${name}/package.json`)).version;
}

/**
 * @param {string} appRoot the folder of the app's package.json
 * @returns {Record<string, { singleton: true; requiredVersion: string; version: string }>}
 */
export function sharedDependencies(appRoot) {
  return Object.fromEntries(
    sharedSingletons.flatMap((name) => {
      const version = installedVersion(appRoot, name);
      const config = {
        singleton: /** @type {const} */ (true),
        requiredVersion: `^${version}`,
        version,
      };
      // Subpath imports (react/jsx-runtime, react-dom/client) must come from the same copy.
      const withSubpaths = name === 'react' || name === 'react-dom';
      return withSubpaths
        ? [
            [name, config],
            [`${name}/`, config],
          ]
        : [[name, config]];
    }),
  );
}

export const federationDefaults = /** @type {const} */ ({
  filename: 'remoteEntry.js',
  manifest: true,
  dts: false,
  shareStrategy: 'loaded-first',
});

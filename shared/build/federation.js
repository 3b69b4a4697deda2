// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The modules every remote takes from the shell at run time, one instance each for the whole
 * page: React and ReactDOM, and the site's routing and translation kits (`@site/router`,
 * `@site/translation`), which re-export only what the apps use, so the shell ships react-router
 * and react-i18next tree-shaken. The shell provides exactly these keys
 * (shell/src/federation/runtime.ts; a unit test compares the two lists).
 */
export const sharedModules = /** @type {const} */ ([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@site/router',
  '@site/translation',
]);

/**
 * @param {string} appRoot
 * @param {string} name
 * @returns {string}
 */
function installedVersion(appRoot, name) {
  const require = createRequire(path.join(appRoot, 'package.json'));
  const packageName = name.startsWith('@') ? name : (name.split('/')[0] ?? name);
  return /** @type {{ version: string }} */ (require(`${packageName}/package.json`)).version;
}

/**
 * @param {string} appRoot the folder of the app's package.json
 * @returns {Record<string, { singleton: true; requiredVersion: string; version: string }>}
 */
export function sharedDependencies(appRoot) {
  return Object.fromEntries(
    sharedModules.map((name) => {
      const version = installedVersion(appRoot, name);
      return [name, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

export const federationDefaults = /** @type {const} */ ({
  filename: 'remoteEntry.js',
  manifest: true,
  dts: false,
  shareStrategy: 'loaded-first',
});

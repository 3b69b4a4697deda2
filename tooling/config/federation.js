// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';
import { sharedModules } from '@site/shared/contract/sharedModules';

export { sharedModules };

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

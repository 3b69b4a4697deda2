// @ts-check
/**
 * `remotes.json`, the one run-time table of the composed site: where each remote's build is
 * served, and which remote owns each top-level path ("mount"). The shell, the prerender script
 * and the tests read it; a team re-points its remote or adds a mount by editing this file, with
 * no shell build. Plain JavaScript, so Node scripts use the same code as the browser.
 */

export const defaultLoadTimeoutMs = 10_000;

/**
 * @typedef {object} RemotesConfig
 * @property {number} loadTimeoutMs how long one remote may take before its section shows an error
 * @property {Record<string, string>} remotes federation name -> absolute URL of its mf-manifest.json
 * @property {Record<string, string>} mounts first path segment -> federation name, in menu order
 */

export class RemotesConfigError extends Error {
  /** @override */
  name = 'RemotesConfigError';
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks and normalises the file. A malformed entry leaves that one remote or mount out, never
 * the others; entries resolve against `base` (the address the file was read from).
 * @param {unknown} value
 * @param {string} base
 * @returns {RemotesConfig}
 */
export function parseRemotesConfig(value, base) {
  if (!isObject(value) || !isObject(value.remotes)) {
    throw new RemotesConfigError('remotes.json has no "remotes" object');
  }
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const [name, entry] of Object.entries(value.remotes)) {
    if (typeof entry === 'string' && entry.trim()) remotes[name] = new URL(entry, base).href;
  }
  /** @type {Record<string, string>} */
  const mounts = {};
  for (const [mount, name] of Object.entries(isObject(value.mounts) ? value.mounts : {})) {
    if (typeof name === 'string' && /^[a-z0-9-]+$/.test(mount)) mounts[mount] = name;
  }
  const timeout = value.loadTimeoutMs;
  return {
    remotes,
    mounts,
    loadTimeoutMs: typeof timeout === 'number' && timeout > 0 ? timeout : defaultLoadTimeoutMs,
  };
}

/**
 * Which remote owns a path below the language root (`products/cnc-laser` -> `products_mfe`);
 * undefined for the shell's own pages and for paths no remote owns.
 * @param {Readonly<Record<string, string>>} mounts
 * @param {string} path
 * @returns {string | undefined}
 */
export function sectionOf(mounts, path) {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return first && Object.hasOwn(mounts, first) ? mounts[first] : undefined;
}

/**
 * The federation container name of an app, from its package name (`products-mfe` ->
 * `products_mfe`): the one source for the Vite config, the manifest and `remotes.json`.
 * @param {string} packageName
 */
export function federationNameOf(packageName) {
  return packageName.replace(/[^a-zA-Z0-9_]/g, '_');
}

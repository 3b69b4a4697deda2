// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('./answers.js').CachedPage} CachedPage */

/**
 * The prerendered pages below a folder, each read once with its compressed copies and read again
 * only when its file changes (a team prerenders its section while the server runs).
 * @param {string} root
 * @returns {(relative: string) => CachedPage | undefined}
 */
export function pageCache(root) {
  /** @type {Map<string, CachedPage>} */
  const pages = new Map();
  return (relative) => {
    const file = path.join(root, relative);
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return undefined;
    }
    const cached = pages.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
    const variant = (/** @type {string} */ suffix) =>
      existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
    /** @type {CachedPage} */
    const page = {
      body: readFileSync(file),
      br: variant('.br'),
      gzip: variant('.gz'),
      etag: `W/"${stat.size.toString(16)}-${Math.round(stat.mtimeMs).toString(16)}"`,
      mtimeMs: stat.mtimeMs,
    };
    pages.set(file, page);
    return page;
  };
}

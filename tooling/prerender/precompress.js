// @ts-check
// Writes `.br` (Brotli) and `.gz` (gzip, level 9) beside every text file of every app's build, so
// both servers send files compressed without compressing on each request.
//   node tooling/prerender/precompress.js [DIR ...]   (default: the four apps' dist folders)
// A file whose compressed copies are newer than it is skipped, so a rebuild redoes only what
// changed; a file compressed before, in any folder, by its content, is copied from the cache
// (compressionCache.js). Uses Node's own zlib.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compressible } from '@site/server/headers';
import { buildFolders } from '@site/server/siteLayout';
import { compressionCache, defaultCacheDir } from './compressionCache.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    // remotes.json is edited in place when a remote is re-pointed: a copy would go stale.
    else if (compressible.test(entry.name) && entry.name !== 'remotes.json') yield full;
  }
}

/** @param {string} file @param {number} since */
async function fresh(file, since) {
  try {
    return (await stat(file)).mtimeMs >= since;
  } catch {
    return false;
  }
}

/**
 * Brotli's quality for a file. A page's HTML is written anew by every build and release (it names
 * the release's code), so it is compressed every time: at quality 10 the site's 193 pages took
 * 3.9 s against 10.5 s at 11, for 0.9 % more bytes (about 0.1 KB a page; docs/measurements.md,
 * 2026-11-29). Code, styles and data are compressed once for each content (the cache) and keep
 * quality 11.
 */
const brotliQuality = (/** @type {string} */ file) => (file.endsWith('.html') ? 10 : 11);

/** The two compressed copies of a text, as the servers send them. */
const encodings = {
  br: (/** @type {Buffer} */ body, /** @type {string} */ file) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gz: (/** @type {Buffer} */ body) => gzip(body, { level: 9 }),
};

/**
 * Compresses every text file below the folders that has no up-to-date compressed copies.
 * @param {readonly string[]} dirs
 * @param {{ cacheDir?: string }} [options] where compressed copies are kept by content
 * @returns {Promise<{ written: number; reused: number; total: number }>} `written` files given
 *   new copies, `reused` of them from the cache
 */
export async function precompress(dirs, { cacheDir = defaultCacheDir } = {}) {
  const cache = compressionCache(cacheDir, Object.keys(encodings));
  let written = 0;
  let reused = 0;
  let total = 0;

  /** @param {string} file */
  async function compress(file) {
    const { mtimeMs } = await stat(file);
    if ((await fresh(`${file}.br`, mtimeMs)) && (await fresh(`${file}.gz`, mtimeMs))) return;
    const body = await readFile(file);
    written += 1;
    if (await cache.copyTo(body, file)) {
      reused += 1;
      return;
    }
    const [br, gz] = await Promise.all([encodings.br(body, file), encodings.gz(body)]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    await cache.keep(body, { br, gz });
  }

  for (const dir of dirs.filter((folder) => existsSync(folder))) {
    const jobs = [];
    for await (const file of files(dir)) jobs.push(file);
    total += jobs.length;
    // A few at a time: Brotli at its highest qualities is CPU-bound.
    for (let start = 0; start < jobs.length; start += 8) {
      await Promise.all(jobs.slice(start, start + 8).map(compress));
    }
  }
  await cache.prune();
  return { written, reused, total };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2).length ? process.argv.slice(2) : buildFolders;
  const { written, reused, total } = await precompress(dirs);
  console.log(
    `Precompressed ${written} of ${total} text files (.br and .gz), ${reused} of them from the cache.`,
  );
}

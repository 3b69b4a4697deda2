// @ts-check
// Writes `.br` (Brotli, quality 11) and `.gz` (gzip, level 9) beside every text file of every
// app's build, so both servers send files compressed without compressing on each request.
//   node tooling/prerender/precompress.js [DIR ...]   (default: the four apps' dist folders)
// A file whose compressed copies are newer than it is skipped, so a rebuild redoes only what
// changed. Uses Node's own zlib.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compressible } from '@site/server/headers';
import { buildFolders } from '@site/server/siteLayout';

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

/** @param {string} file */
async function compress(file) {
  const { mtimeMs, size } = await stat(file);
  if ((await fresh(`${file}.br`, mtimeMs)) && (await fresh(`${file}.gz`, mtimeMs))) return 0;
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return 1;
}

/**
 * Compresses every text file below the folders that has no up-to-date compressed copies.
 * @param {readonly string[]} dirs
 * @returns {Promise<{ written: number; total: number }>}
 */
export async function precompress(dirs) {
  let written = 0;
  let total = 0;
  for (const dir of dirs.filter((folder) => existsSync(folder))) {
    const jobs = [];
    for await (const file of files(dir)) jobs.push(file);
    total += jobs.length;
    // A few at a time: Brotli at quality 11 is CPU-bound.
    for (let start = 0; start < jobs.length; start += 8) {
      const done = await Promise.all(jobs.slice(start, start + 8).map(compress));
      written += done.filter(Boolean).length;
    }
  }
  return { written, total };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2).length ? process.argv.slice(2) : buildFolders;
  const { written, total } = await precompress(dirs);
  console.log(`Precompressed ${written} of ${total} text files (.br and .gz).`);
}

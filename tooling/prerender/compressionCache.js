// @ts-check
import { createHash, randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

const workspace = path.resolve(import.meta.dirname, '../..');

/** The workspace's cache of compressed copies: on this machine only, never committed. */
export const defaultCacheDir = path.join(workspace, 'node_modules/.cache/precompress');

/** An entry no run has used for this long is removed. */
export const unusedFor = 14 * 24 * 3600 * 1000;

/**
 * Compressed copies kept by the hash of the text they compress, so a text built again the same
 * (a remote's chunks in each release, the editor's 5 MB Decap bundle in each build, the pages a
 * Publish did not change) is compressed once on a machine. Entries are written whole or not at
 * all (a temporary name, then a rename), so builds side by side share the cache safely.
 * @param {string} dir
 * @param {string[]} suffixes the copies of each text (`br`, `gz`)
 */
export function compressionCache(dir, suffixes) {
  /** @type {WeakMap<Buffer, string>} each text's hash, taken once */
  const hashes = new WeakMap();
  const entry = (/** @type {Buffer} */ body, /** @type {string} */ suffix) => {
    const hash = hashes.get(body) ?? createHash('sha256').update(body).digest('hex');
    hashes.set(body, hash);
    return path.join(dir, `${hash}.${suffix}`);
  };

  return {
    /**
     * Copies the kept copies of `body` beside `file` (`file.br`, `file.gz`); false when the
     * cache has not all of them.
     * @param {Buffer} body
     * @param {string} file
     */
    async copyTo(body, file) {
      const entries = suffixes.map((suffix) => entry(body, suffix));
      try {
        await Promise.all(
          entries.map((kept, index) => copyFile(kept, `${file}.${suffixes[index]}`)),
        );
      } catch {
        return false;
      }
      // Used now: pruning keeps it.
      const now = new Date();
      await Promise.all(entries.map((kept) => utimes(kept, now, now).catch(() => undefined)));
      return true;
    },

    /**
     * Keeps the copies of `body`. A cache it cannot write to (a read-only or full disk) costs
     * the next build its time, never this one.
     * @param {Buffer} body
     * @param {Record<string, Buffer>} copies by suffix
     */
    async keep(body, copies) {
      await mkdir(dir, { recursive: true })
        .then(() =>
          Promise.all(
            Object.entries(copies).map(async ([suffix, copy]) => {
              const kept = entry(body, suffix);
              const part = `${kept}.${randomUUID()}.part`;
              await writeFile(part, copy);
              await rename(part, kept);
            }),
          ),
        )
        .catch(() => undefined);
    },

    /** Removes the entries no run has used for 14 days, and parts a stopped run left. */
    async prune() {
      const names = await readdir(dir).catch(() => []);
      const before = Date.now() - unusedFor;
      const partsBefore = Date.now() - 3600 * 1000;
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
          if (mtimeMs < (name.endsWith('.part') ? partsBefore : before)) {
            await rm(file, { force: true });
          }
        }),
      );
    },
  };
}

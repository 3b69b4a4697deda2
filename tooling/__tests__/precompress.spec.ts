import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unusedFor } from '../prerender/compressionCache.js';
import { precompress } from '../prerender/precompress.js';

let root: string;
let cacheDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  cacheDir = path.join(root, 'cache');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const page = '<!doctype html><title>Metal</title>' + '<p>Lazer kəsmə dəzgahları</p>'.repeat(200);

/** A build folder with one page and one chunk. */
async function build(name: string, chunk: string) {
  const dir = path.join(root, name);
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), page);
  await writeFile(path.join(dir, 'assets/app.js'), chunk);
  return dir;
}

describe('precompress', () => {
  it('writes .br and .gz of every text file, which give back its bytes', async () => {
    const dir = await build('first', 'console.log("one");'.repeat(50));
    expect(await precompress([dir], { cacheDir })).toEqual({ written: 2, reused: 0, total: 2 });
    const file = path.join(dir, 'index.html');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(page);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(page);
    // Nothing changed: nothing is written again.
    expect(await precompress([dir], { cacheDir })).toEqual({ written: 0, reused: 0, total: 2 });
  });

  it('copies the compressed copies of a text it compressed before, in another folder', async () => {
    const first = await build('first', 'console.log("one");'.repeat(50));
    await precompress([first], { cacheDir });
    const second = await build('second', 'console.log("two");'.repeat(50));
    // The page is the same text: reused. The chunk is new: compressed.
    expect(await precompress([second], { cacheDir })).toEqual({
      written: 2,
      reused: 1,
      total: 2,
    });
    for (const suffix of ['br', 'gz']) {
      expect(await readFile(path.join(second, `index.html.${suffix}`))).toEqual(
        await readFile(path.join(first, `index.html.${suffix}`)),
      );
    }
    const chunk = path.join(second, 'assets/app.js');
    expect(brotliDecompressSync(await readFile(`${chunk}.br`)).toString()).toBe(
      'console.log("two");'.repeat(50),
    );
  });

  it('compresses all the same when the cache cannot be written', async () => {
    const dir = await build('first', 'console.log("one");'.repeat(50));
    // A file where the cache's folder would be: no folder can be made there.
    await writeFile(path.join(root, 'blocked'), '');
    const blocked = path.join(root, 'blocked/cache');
    expect(await precompress([dir], { cacheDir: blocked })).toEqual({
      written: 2,
      reused: 0,
      total: 2,
    });
    const file = path.join(dir, 'index.html');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(page);
  });

  it('forgets what no run used for two weeks', async () => {
    const first = await build('first', 'console.log("one");'.repeat(50));
    await precompress([first], { cacheDir });
    const kept = await readdir(cacheDir);
    expect(kept).toHaveLength(4);
    const old = new Date(Date.now() - unusedFor - 60_000);
    for (const name of kept) await utimes(path.join(cacheDir, name), old, old);
    // The page is used again; the chunk's copies are not.
    const second = await build('second', 'console.log("two");'.repeat(50));
    await precompress([second], { cacheDir });
    // The page's two copies stay, the first chunk's two go, the second chunk's two come.
    const after = await readdir(cacheDir);
    expect(after).toHaveLength(4);
    expect(after.filter((name) => kept.includes(name))).toHaveLength(2);
  });
});

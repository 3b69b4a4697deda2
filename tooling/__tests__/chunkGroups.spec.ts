import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { startChunkGroup } from '../config/chunkGroups.js';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-chunks-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Writes the files of a small app below `folder` and builds it with the given groups. */
async function buildApp(
  app: string,
  files: Record<string, string>,
  entry: string,
  groups: Rolldown.CodeSplittingGroup[],
) {
  const root = path.join(folder, app);
  for (const [file, code] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), code);
  }
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: path.join(root, entry),
        output: { codeSplitting: { groups } },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((file) => file.type === 'chunk');
  /** The files of the app that each chunk holds, by path below the app. */
  return chunks.map((chunk) => ({
    name: chunk.name,
    imports: chunk.imports,
    modules: chunk.moduleIds
      .filter((id) => id.startsWith(folder))
      .map((id) => path.relative(root, id))
      .sort(),
  }));
}

describe('startChunkGroup', () => {
  it('keeps what the start shares with a chunk no visitor loads in the start chunk', async () => {
    const chunks = await buildApp(
      'shell',
      {
        'src/main.js': `await import('./library.js'); (await import('./start.js')).start();`,
        'src/library.js': `export const library = () => 'library';`,
        'src/start.js': `import { library } from './library.js'; import { words } from './words.js';
          export const start = () => { console.log(library(), words);
            if (globalThis.prerender) import('./prerender.js'); };`,
        'src/words.js': `export const words = 'words';`,
        'src/prerender.js': `import { words } from './words.js'; console.log('prerender', words);`,
      },
      'src/main.js',
      [
        startChunkGroup({
          name: 'start',
          entry: path.join(folder, 'shell/src/main.js'),
          start: path.join(folder, 'shell/src/start.js'),
        }),
      ],
    );
    const holding = (file: string) => chunks.filter((chunk) => chunk.modules.includes(file));

    expect(holding('src/start.js')).toMatchObject([
      { name: 'start', modules: ['src/start.js', 'src/words.js'] },
    ]);
    expect(holding('src/words.js')).toHaveLength(1);
    expect(holding('src/library.js')).toMatchObject([{ modules: ['src/library.js'] }]);
    // The entry loads the start after the library, never with itself.
    const [entry] = holding('src/main.js');
    expect(entry?.imports.filter((file) => /start|library/.test(file))).toEqual([]);
  });

  it('says so when the entry does not import the start', async () => {
    await expect(
      buildApp('unrelated', { 'src/main.js': `console.log('main');` }, 'src/main.js', [
        startChunkGroup({
          name: 'start',
          entry: path.join(folder, 'unrelated/src/main.js'),
          start: path.join(folder, 'unrelated/src/start.js'),
        }),
      ]),
    ).rejects.toThrow('does not import');
  });
});

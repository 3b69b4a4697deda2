import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { disagreeingMachineFacts } from '../content/machineFacts.js';

const workspace = path.resolve(import.meta.dirname, '../..');
const figures = 'products-mfe/content/cnc-laser/machines.json';
const words = 'products-mfe/content/pages/cnc-laser/en/words.json';
let root = '';

afterEach(() => rm(root, { recursive: true, force: true }));

async function copyWith(edit: (machines: { singlePlatform: Record<string, unknown> }) => void) {
  root = await mkdtemp(path.join(tmpdir(), 'machine-facts-'));
  for (const file of [figures, words]) await cp(path.join(workspace, file), path.join(root, file));
  const text = JSON.parse(await readFile(path.join(root, words), 'utf8'));
  edit(text.machines);
  await writeFile(path.join(root, words), JSON.stringify(text));
  return root;
}

describe('machine facts said two ways', () => {
  it('lists none while the words repeat the figures', async () => {
    expect(await disagreeingMachineFacts(await copyWith(() => undefined))).toEqual([]);
  });

  it('lists a laser power or a top speed the figures do not allow, with both places', async () => {
    const found = await disagreeingMachineFacts(
      await copyWith((machines) => {
        machines.singlePlatform.summary = 'A single-table laser with sources up to 150 kW.';
        machines.singlePlatform.description = 'It moves at 140 m/min.';
      }),
    );
    expect(found).toEqual([
      {
        what: 'machine fact said two ways',
        detail: `single-platform: laser power 1.5–120 kW in ${figures}, "150 kW" in ${words} machines.singlePlatform.summary`,
      },
      {
        what: 'machine fact said two ways',
        detail: `single-platform: top speed 120 m/min in ${figures}, "140 m/min" in ${words} machines.singlePlatform.description`,
      },
    ]);
  });
});

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { disagreeingMachineFacts, disagreeingRangeClaims } from '../content/machineFacts.js';

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

describe('the CNC laser range said two ways', () => {
  const sectors = 'showcase-mfe/content/pages/sectors/en/words.json';

  async function sectorsSaying(highlight: string) {
    root = await mkdtemp(path.join(tmpdir(), 'range-claims-'));
    for (const file of [figures, sectors]) {
      await cp(path.join(workspace, file), path.join(root, file));
    }
    const text = JSON.parse(await readFile(path.join(root, sectors), 'utf8'));
    text.items.equipment.highlight1 = highlight;
    await writeFile(path.join(root, sectors), JSON.stringify(text));
    return root;
  }

  /** The lowest and the highest laser power of the whole CNC laser range, from its figures. */
  async function laserPowerSpan() {
    const machines = JSON.parse(await readFile(path.join(workspace, figures), 'utf8'));
    const powers = Object.values(machines).flatMap((machine) => {
      const power = (machine as { specifications?: { laserPower?: { from: number; to: number } } })
        .specifications?.laserPower;
      return power ? [power.from, power.to] : [];
    });
    return [Math.min(...powers), Math.max(...powers)] as const;
  }

  it('lists a range up to the most powerful source that starts above the least powerful', async () => {
    const [lowest, highest] = await laserPowerSpan();
    expect(
      await disagreeingRangeClaims(
        await sectorsSaying(`Fibre lasers from ${lowest + 0.5} to ${highest} kW`),
        'showcase-mfe',
      ),
    ).toEqual([
      {
        what: 'machine fact said two ways',
        detail: `the CNC laser range: laser power ${lowest}–${highest} kW in ${figures}, "${lowest + 0.5} to ${highest} kW" in ${sectors} items.equipment.highlight1`,
      },
    ]);
  });

  it('lists none for the range as the figures give it, or for one machine’s range', async () => {
    const [lowest, highest] = await laserPowerSpan();
    for (const highlight of [`Fibre lasers from ${lowest} to ${highest} kW`, 'A 3–12 kW source']) {
      expect(await disagreeingRangeClaims(await sectorsSaying(highlight), 'showcase-mfe')).toEqual(
        [],
      );
      await rm(root, { recursive: true, force: true });
    }
  });
});

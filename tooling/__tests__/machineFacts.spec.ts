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

/** The CNC figures, as far as the tests change them. */
type LaserFigures = Record<string, { specifications: Record<string, unknown> }>;

/**
 * A copy of the CNC figures and words in which the single-platform laser has known figures and
 * the only machine words are the ones given: what other machines' words say today is no part of
 * the test.
 */
async function copyWith(
  machineWords: Record<string, Record<string, string>>,
  editFigures: (machines: LaserFigures) => void = () => {},
) {
  root = await mkdtemp(path.join(tmpdir(), 'machine-facts-'));
  for (const file of [figures, words]) await cp(path.join(workspace, file), path.join(root, file));
  const machines: LaserFigures = JSON.parse(await readFile(path.join(root, figures), 'utf8'));
  const sheet = machines['single-platform']!.specifications;
  sheet.laserPower = { kind: 'range', from: 2, to: 20, unit: 'kW' };
  sheet.maxSpeed = { kind: 'single', value: 100, unit: 'm/min' };
  editFigures(machines);
  await writeFile(path.join(root, figures), JSON.stringify(machines));
  const text = JSON.parse(await readFile(path.join(root, words), 'utf8'));
  text.machines = machineWords;
  await writeFile(path.join(root, words), JSON.stringify(text));
  return root;
}

describe('machine facts said two ways', () => {
  it('lists none while the words repeat the figures', async () => {
    const agreeing = {
      singlePlatform: {
        summary: 'Sources from 2 to 20 kW.',
        description: 'It moves at 100 m/min.',
      },
      twoChuckTube: { summary: 'Square tube up to 150 × 150 mm, round tube up to 220 mm.' },
    };
    expect(
      await disagreeingMachineFacts(
        await copyWith(agreeing, (machines) => {
          machines['2-chuck-tube']!.specifications.squareTube = {
            kind: 'sizeRange',
            smallest: [20, 20],
            largest: [150, 150],
            unit: 'mm',
          };
        }),
      ),
    ).toEqual([]);
  });

  it('lists a laser power or a top speed the figures do not allow, with both places', async () => {
    const found = await disagreeingMachineFacts(
      await copyWith({
        singlePlatform: {
          summary: 'A single-table laser with sources up to 150 kW.',
          description: 'It moves at 140 m/min.',
        },
      }),
    );
    expect(found).toEqual([
      {
        what: 'machine fact said two ways',
        detail: `single-platform: laser power 2–20 kW in ${figures}, "150 kW" in ${words} machines.singlePlatform.summary`,
      },
      {
        what: 'machine fact said two ways',
        detail: `single-platform: top speed 100 m/min in ${figures}, "140 m/min" in ${words} machines.singlePlatform.description`,
      },
    ]);
  });

  it('lists a square tube larger than the largest the machine takes', async () => {
    const found = await disagreeingMachineFacts(
      await copyWith(
        { twoChuckTube: { summary: 'For round, square and rectangular tube up to 220 mm.' } },
        (machines) => {
          machines['2-chuck-tube']!.specifications.squareTube = {
            kind: 'sizeRange',
            smallest: [20, 20],
            largest: [150, 150],
            unit: 'mm',
          };
        },
      ),
    );
    expect(found).toEqual([
      {
        what: 'machine fact said two ways',
        detail: `2-chuck-tube: square tube up to 150 × 150 mm in ${figures}, "square and rectangular tube up to 220 mm" in ${words} machines.twoChuckTube.summary`,
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

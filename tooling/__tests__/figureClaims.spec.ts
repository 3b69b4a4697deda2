import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { disagreeingFigureClaims, optionsSaidAsStandard } from '../content/figureClaims.js';

const workspace = path.resolve(import.meta.dirname, '../..');
const laserFigures = 'products-mfe/content/cnc-laser/machines.json';
const cuttingFigures = 'products-mfe/content/cutting-machines/machines.json';
const metalProcessing = 'services-mfe/content/pages/metal-processing/en/words.json';
const catalogue = 'products-mfe/content/pages/products/en/words.json';
const cuttingPage = 'products-mfe/content/pages/cutting-machines/en/words.json';
let root = '';

afterEach(() => rm(root, { recursive: true, force: true }));

/** The CNC figures, as far as the tests change them. */
type LaserFigures = Record<string, { specifications: { positioningAccuracy?: { value: number } } }>;

/**
 * A copy of some content files, each changed by its edit, or replaced by what the edit returns
 * (so that what the rest of a file says today is no part of the test).
 */
async function copyWith(edits: Record<string, (json: never) => unknown>) {
  root = await mkdtemp(path.join(tmpdir(), 'figure-claims-'));
  for (const [file, edit] of Object.entries(edits)) {
    await cp(path.join(workspace, file), path.join(root, file));
    const json = JSON.parse(await readFile(path.join(root, file), 'utf8'));
    await writeFile(path.join(root, file), JSON.stringify(edit(json as never) ?? json));
  }
  return root;
}

const keep = () => undefined;

describe('claims about a machine in other pages', () => {
  it("lists a plasma thickness other than the plasma cutter's largest, with both places", async () => {
    const machines = JSON.parse(await readFile(path.join(workspace, cuttingFigures), 'utf8'));
    const { from, to } = machines.plasma.specifications.plasma.figures.thickness;
    const found = await disagreeingFigureClaims(
      await copyWith({
        [cuttingFigures]: keep,
        [metalProcessing]: () => ({
          photos: { items: { cutting: { caption: `Cutting: plasma up to ${to + 10} mm` } } },
          intro: { text: `We cut with plasma up to ${to} mm.` },
        }),
      }),
    );
    expect(found).toEqual([
      {
        what: 'machine fact said two ways',
        detail: `plasma: cutting thickness ${from}–${to} mm in ${cuttingFigures}, "plasma up to ${to + 10} mm" in ${metalProcessing} photos.items.cutting.caption`,
      },
    ]);
  });

  it('lists one accuracy for the laser range while its machines differ, and none once they agree', async () => {
    const saying = () => ({
      categories: { cncLaser: { features: { accuracy: 'Positioning accuracy of ±0.05 mm' } } },
    });
    const differing = await disagreeingFigureClaims(
      await copyWith({
        [laserFigures]: (machines: LaserFigures) => {
          machines['single-platform']!.specifications.positioningAccuracy = { value: 0.03 };
          machines['round-tube']!.specifications.positioningAccuracy = { value: 0.1 };
        },
        [catalogue]: saying,
      }),
    );
    expect(differing.map(({ detail }) => detail)).toContain(
      `the CNC laser range: positioning accuracy ±0.03–0.1 mm in ${laserFigures}, "accuracy of ±0.05 mm" in ${catalogue} categories.cncLaser.features.accuracy`,
    );
    await rm(root, { recursive: true, force: true });
    const agreeing = await disagreeingFigureClaims(
      await copyWith({
        [laserFigures]: (machines: LaserFigures) => {
          for (const machine of Object.values(machines)) {
            const accuracy = machine.specifications.positioningAccuracy;
            if (accuracy) accuracy.value = 0.05;
          }
        },
        [catalogue]: saying,
      }),
    );
    expect(agreeing.filter(({ detail }) => detail.includes('accuracy'))).toEqual([]);
  });
});

describe('an option said as standard', () => {
  const optionalOxyFuel = { specs: { oxyFuel: { label: 'Oxy-fuel cutting (option)' } } };

  it('names the option and every place that says it without "option"', async () => {
    const found = await optionsSaidAsStandard(
      await copyWith({
        [cuttingPage]: () => ({
          plasma: {
            ...optionalOxyFuel,
            description: 'A plasma table. An oxy-fuel torch comes with it.',
            features: { oxyFuel: 'An optional oxy-fuel torch for thick plate' },
          },
        }),
        [catalogue]: () => ({
          categories: {
            cutting: { description: 'Shears and plasma cutters with oxy-fuel torches.' },
          },
        }),
      }),
    );
    expect(found).toEqual([
      {
        what: 'machine fact said two ways',
        detail: `an option said as standard: "Oxy-fuel cutting (option)" in ${cuttingPage} plasma.specs.oxyFuel.label; without "option" in ${cuttingPage} plasma.description; ${catalogue} categories.cutting.description`,
      },
    ]);
  });

  it('names a feature called optional that another place lists plainly', async () => {
    const found = await optionsSaidAsStandard(
      await copyWith({
        [cuttingPage]: () => ({
          plasma: { features: { bevel: 'Optional bevel head for weld preparation' } },
        }),
        [catalogue]: () => ({
          categories: { cutting: { features: { plasma: 'Plasma cutters for plate and bevels' } } },
        }),
      }),
    );
    expect(found).toEqual([
      {
        what: 'machine fact said two ways',
        detail: `an option said as standard: "Optional bevel head for weld preparation" in ${cuttingPage} plasma.features.bevel; without "option" in ${catalogue} categories.cutting.features.plasma`,
      },
    ]);
  });

  it('lists nothing once every place says it is an option', async () => {
    const found = await optionsSaidAsStandard(
      await copyWith({
        [cuttingPage]: () => ({
          plasma: {
            ...optionalOxyFuel,
            description: 'A plasma table; an oxy-fuel torch is an option.',
            features: { oxyFuel: 'Optional oxy-fuel torch' },
          },
        }),
        [catalogue]: () => ({ categories: { cutting: { description: 'Plasma cutters.' } } }),
      }),
    );
    expect(found).toEqual([]);
  });
});

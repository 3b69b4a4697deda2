import { machineLinks } from '../manufacturer';
import { describe, expect, it } from 'vitest';
import { normalizeSpecifications } from '../../../specs/normalizeSpecifications';
import { isEmptySpecValue, readSpecValue, specValueKeys } from '../../../specs/specValue';
import { flattenKeys } from '@site/shared/testing/locales';
import az from '../../../../content/pages/cnc-laser/az/words.json';
import en from '../../../../content/pages/cnc-laser/en/words.json';
import { cncCategoryIds } from '../categories';
import { cncMachineIds, cncMoreSystemIds } from '../ids';
import type { CncMachine } from '../machine';
import { cncMachines, cncMoreSystems, findCncMachine } from '../machines';

const english = flattenKeys(en);
const words = new Set(Object.keys(flattenKeys(az)).map((key) => `cnc.${key}`));

/** A machine's specifications as a visitor reads them in English. */
function englishRows(machine: CncMachine): { label: string; value: string }[] {
  const read = (text: string) => english[text.replace(/^cnc\./, '')] ?? text;
  return normalizeSpecifications(machine.sheet.specifications).map((row) => ({
    label: read(row.label),
    // Spaces that keep a figure on one line read as spaces here.
    value: readSpecValue(row.value, 'en', read).replace(/\u00a0/g, ' '),
  }));
}

const machine = (id: string) => {
  const found = findCncMachine(id);
  if (!found) throw new Error(`no machine ${id}`);
  return found;
};

const everyMachine = [...cncMachines, ...cncMoreSystems];

describe('CNC laser catalogue', () => {
  it('lists the ten machines of the spec, in its order', () => {
    expect(cncMachines.map((entry) => entry.id)).toEqual([
      'single-platform',
      'exchange-platform',
      'large-format',
      '2-chuck-tube',
      '3-chuck-tube',
      '4-chuck-tube',
      'h-beam-laser',
      'plate-tube-integrated',
      'automatic-coil',
      'automatic-feeding',
    ]);
    expect(cncMachineIds).toHaveLength(10);
  });

  it('puts the ten machines in the six categories of the spec', () => {
    expect(new Set(cncMachines.map((entry) => entry.categoryId))).toEqual(
      new Set([
        'sheet-laser',
        'tube-laser',
        'special-laser',
        'coil-laser',
        'feeding-systems',
        'profile-laser',
      ]),
    );
    expect(cncCategoryIds).toHaveLength(6);
  });

  it.each([
    ['single-platform', 5],
    ['exchange-platform', 3],
    ['large-format', 4],
    ['2-chuck-tube', 2],
    ['3-chuck-tube', 5],
    ['4-chuck-tube', 4],
    ['h-beam-laser', 7],
    ['plate-tube-integrated', 3],
    ['automatic-coil', 1],
    ['automatic-feeding', 1],
  ])('gives %s a gallery of %i images', (id, count) => {
    expect(machine(id).sheet.images).toHaveLength(count);
  });

  it('rates every machine 5 of 5', () => {
    for (const entry of everyMachine) expect(entry.sheet.rating, entry.id).toBe(5);
  });

  it('shows the category badge on large-format only', () => {
    expect(everyMachine.filter((entry) => entry.categoryBadge).map((entry) => entry.id)).toEqual([
      'large-format',
    ]);
  });

  it('gives the further machine pages their own content', () => {
    expect(cncMoreSystems.map((entry) => entry.id)).toEqual([...cncMoreSystemIds]);
    const names = everyMachine.map((entry) => entry.sheet.name);
    expect(new Set(names).size).toBe(everyMachine.length);
    for (const entry of cncMoreSystems) {
      expect(entry.sheet.images.length, entry.id).toBeGreaterThan(1);
      expect(entry.sheet.features.length, entry.id).toBeGreaterThan(3);
      expect(entry.sheet.applications.length, entry.id).toBeGreaterThan(2);
    }
  });

  it('uses every image file once', () => {
    const sources = everyMachine.flatMap((entry) => entry.sheet.images.map((image) => image.src));
    expect(new Set(sources).size).toBe(sources.length);
  });
});

describe('CNC laser specifications', () => {
  it('shows the single-platform sample values of the spec', () => {
    expect(englishRows(machine('single-platform'))).toEqual(
      expect.arrayContaining([
        { label: en.specs.laserPower, value: '1.5–120 kW' },
        { label: en.specs.sheetFormats, value: '3000 × 1500 – 14000 × 3100 mm' },
        { label: en.specs.positioningAccuracy, value: '±0.05 mm' },
      ]),
    );
  });

  it('shows the four-chuck tube, coil and feeder sample values of the spec', () => {
    expect(englishRows(machine('4-chuck-tube'))).toEqual(
      expect.arrayContaining([
        { label: en.specs.maxTubeDiameter, value: '660 mm' },
        { label: en.specs.maxTubeWeight, value: '3000 kg' },
      ]),
    );
    expect(englishRows(machine('automatic-coil'))).toEqual(
      expect.arrayContaining([
        { label: en.specs.coilWeight, value: '20 t' },
        { label: en.specs.materialThickness, value: '0.1–3 mm' },
        { label: en.specs.coilWidth, value: '1500 mm' },
      ]),
    );
    expect(englishRows(machine('automatic-feeding'))).toEqual(
      expect.arrayContaining([
        { label: en.specs.rawLength, value: '3000–7000 mm' },
        { label: en.specs.bundleWeight, value: '500 kg' },
      ]),
    );
  });

  it('gives the 4000x2000 mm processing format to one page only', () => {
    const withFormat = everyMachine.filter((entry) =>
      englishRows(entry).some((row) => row.label === en.specs.processingFormat),
    );
    expect(withFormat.map((entry) => entry.id)).toEqual(['exchange-platform']);
    expect(englishRows(machine('exchange-platform'))).toContainEqual({
      label: en.specs.processingFormat,
      value: '4000 × 2000 mm',
    });
  });

  it.each(everyMachine.map((entry) => [entry.id, entry] as const))(
    'normalises the rows of %s into labelled, filled rows',
    (_id, entry) => {
      const rows = normalizeSpecifications(entry.sheet.specifications);
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) {
        expect(words, `label ${row.label}`).toContain(row.label);
        expect(isEmptySpecValue(row.value)).toBe(false);
        for (const key of specValueKeys(row.value)) expect(words).toContain(key);
      }
      expect(new Set(rows.map((row) => row.label)).size).toBe(rows.length);
    },
  );
});

describe('CNC laser words and links', () => {
  it('has every word a machine shows in the locale files', () => {
    for (const entry of everyMachine) {
      const keys = [
        entry.sheet.name,
        entry.sheet.description,
        entry.sheet.category ?? '',
        entry.summary,
        entry.meta.title,
        entry.meta.description,
        ...entry.sheet.features,
        ...entry.sheet.applications,
        ...entry.sheet.images.map((image) => image.alt),
      ];
      for (const key of keys) expect(words, `${entry.id}: ${key}`).toContain(key);
    }
  });

  it('links a machine to its maker only from the one table of real addresses', () => {
    for (const entry of everyMachine) {
      expect(entry.links, entry.id).toEqual(machineLinks[entry.id] ?? {});
      for (const link of Object.values(entry.links)) {
        expect(new URL(link).hostname, entry.id).not.toMatch(/(^|\.)example(\.|$)/);
      }
    }
  });
});

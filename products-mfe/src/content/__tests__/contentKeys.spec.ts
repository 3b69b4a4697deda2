import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { normalizeSpecifications } from '../../specs/normalizeSpecifications';
import { specValueKeys } from '../../specs/specValue';
import { type MachineSheet } from '../types';
import { flattenKeys } from '@site/shared/testing/locales';
import { loadAllProductsMessages } from '../../messages';
import { productCategories } from '../../pages/catalog/categories';
import { comingSoonLines } from '../../pages/coming-soon/content';
import { consumableGroups } from '../../pages/consumables/content';
import { cuttingSheets } from '../../pages/cutting-machines/content';
import { handheldLaserWelding } from '../../pages/handheld-laser-welding/content';
import { latheMillSheets } from '../../pages/torna-freze/content';
import { weldingMachines } from '../../pages/welding-machines/content';
import { weldingPlaceholders } from '../../pages/welding-placeholder/content';

const sheetKeys = (sheet: MachineSheet): string[] => [
  sheet.name,
  sheet.description,
  ...sheet.images.map((image) => image.alt),
  ...normalizeSpecifications(sheet.specifications).flatMap((row) => [
    row.label,
    ...specValueKeys(row.value),
  ]),
  ...sheet.features,
  ...sheet.applications,
];

const usedKeys: string[] = [
  ...productCategories.flatMap((category) => [
    category.name,
    category.description,
    category.image.alt,
    ...category.features,
  ]),
  ...[handheldLaserWelding, ...latheMillSheets, ...cuttingSheets].flatMap(sheetKeys),
  ...weldingMachines.flatMap((card) => [
    card.name,
    card.category,
    card.description,
    card.image.alt,
    ...card.features,
  ]),
  ...weldingPlaceholders.flatMap((page) => [
    page.name,
    page.metaTitle,
    page.metaDescription,
    page.description,
    page.note,
    page.message,
    page.image.alt,
  ]),
  ...consumableGroups.flatMap((group) => [
    group.name,
    group.description,
    group.message,
    group.image.alt,
    `${group.items}.0`,
  ]),
  ...comingSoonLines.flatMap((line) => [
    line.metaTitle,
    line.metaDescription,
    line.intro,
    line.note,
    line.message,
  ]),
];

describe('product content', () => {
  it.each(languages)('has words in %s for every key it uses', async (language) => {
    const { products = {} } = await loadAllProductsMessages(language);
    const words = flattenKeys(products);
    const missing = usedKeys.filter((key) => !words[key]);
    expect(missing).toEqual([]);
  });

  it('gives every image of a machine its own description', () => {
    for (const sheet of [handheldLaserWelding, ...latheMillSheets, ...cuttingSheets]) {
      const alts = sheet.images.map((image) => image.alt);
      expect(new Set(alts).size).toBe(alts.length);
    }
  });
});

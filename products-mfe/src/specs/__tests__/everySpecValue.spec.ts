import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@site/shared/i18n/languages';
import { datasheetEntries } from '../../../datasheets/catalogue';
import { datasheetText } from '../../../datasheets/datasheetText';
import { loadAllProductsMessages } from '../../messages';
import { cncMachines, cncMoreSystems } from '../../content/cnc-laser/machines';
import { normalizeSpecifications } from '../normalizeSpecifications';
import { readSpecValue } from '../specValue';

// Every specification value of every product, as a reader of each language sees it on the page
// and in the datasheet.

const sheets = [
  ...[...cncMachines, ...cncMoreSystems].map((machine) => ({ id: machine.id, ...machine.sheet })),
  ...datasheetEntries.map(({ sheet }) => ({ id: sheet.model, ...sheet })),
];

async function valuesIn(language: Language) {
  const { text } = datasheetText(language, await loadAllProductsMessages(language));
  return sheets.flatMap((sheet) =>
    normalizeSpecifications(sheet.specifications).map((row) => ({
      where: `${language} ${sheet.id} ${text(row.label)}`,
      value: readSpecValue(row.value, language, text),
    })),
  );
}

/** Units a reader of the language would not write; Russian writes no unit in Latin letters. */
const foreignUnits: Record<Language, (unit: string) => boolean> = {
  az: (unit) =>
    /[а-яё]/i.test(unit) ||
    [
      'kW',
      'KW',
      'W',
      'kg',
      'Hz',
      'rpm',
      's',
      'sn',
      'min',
      'dk',
      'mm/s',
      'mm/min',
      'm/min',
      'TPI',
    ].includes(unit),
  tr: (unit) =>
    /[а-яёə]/i.test(unit) ||
    [
      'kVt',
      'KW',
      'Vt',
      'kq',
      'Hs',
      'rpm',
      's',
      'san',
      'min',
      'dak',
      'mm/s',
      'mm/min',
      'm/min',
      'TPI',
    ].includes(unit),
  en: (unit) =>
    /[а-яёəğışçöü]/i.test(unit) ||
    ['kVt', 'KW', 'Vt', 'kq', 'Hs', 'san', 'sn', 'dk'].includes(unit),
  ru: (unit) => /[a-z]/i.test(unit) && unit !== 'G',
};

/** The word right after each number: "120 kW" -> kW, "45°" -> °. */
const unitsAfterNumbers = (value: string) =>
  [...value.matchAll(/\d[\s\u00a0]?([^\s\d.,;:()–\-×/±Ø][^\s,;:()]*)/g)].map(
    ([, unit = '']) => unit,
  );

describe.each(languages)('every specification value in %s', (language) => {
  it('is there for each row', async () => {
    const values = await valuesIn(language);
    expect(values.length).toBeGreaterThan(150);
    for (const { where, value } of values) {
      expect(value.trim(), where).not.toBe('');
      expect(value, where).not.toMatch(/\{\{|\bcnc\.|\.specs\./);
    }
  });

  it('writes units as the language does', async () => {
    const foreign = foreignUnits[language];
    for (const { where, value } of await valuesIn(language)) {
      for (const unit of unitsAfterNumbers(value)) {
        expect(foreign(unit), `${where}: "${value}" has the unit ${unit}`).toBe(false);
      }
    }
  });

  it("writes decimals with the language's separator", async () => {
    const wrong = language === 'en' ? /\d,\d{1,2}(?!\d)/ : /\d\.\d{1,2}(?!\d)/;
    for (const { where, value } of await valuesIn(language)) {
      expect(value, where).not.toMatch(wrong);
    }
  });

  it('writes ranges with an en dash, spaced only between sizes', async () => {
    for (const { where, value } of await valuesIn(language)) {
      expect(value, where).not.toMatch(/\d\s?-\s?\d|\dx\d|KW/);
      if (!value.includes('×')) expect(value, where).not.toMatch(/\d\s+–|–\s+\d/);
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { languages, type Language } from '@site/shared/i18n/languages';
import { normalizeSpecifications } from '../../src/specs/normalizeSpecifications';
import { readSpecValue, type SpecTranslate } from '../../src/specs/specValue';
import { type MessageBundles, type Messages } from '@site/shared/i18n/messages';
import { loadAllProductsMessages } from '../../src/messages';
import { buildDatasheet, type DatasheetFonts } from '../buildDatasheet';
import { datasheetEntries, type DatasheetEntry } from '../catalogue';
import { readDatasheetFonts } from '../datasheetFonts';
import { pdfText } from './pdfText';

let fonts: DatasheetFonts;
const messages = {} as Record<Language, MessageBundles>;

beforeAll(async () => {
  fonts = await readDatasheetFonts();
  for (const language of languages) messages[language] = await loadAllProductsMessages(language);
});

/** The words of a key straight from the locale file, without the code under test. */
function words(language: Language, key: string, namespace = 'products'): string {
  const value = key
    .split('.')
    .reduce<Messages | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages[language][namespace],
    );
  if (typeof value !== 'string') throw new Error(`${language}: no words for ${key}`);
  return squash(value);
}

/** The words of a key with its `{{figures}}` filled in; text that is not a key stays. */
const fill =
  (language: Language): SpecTranslate =>
  (key, values = {}) => {
    if (!key.includes('.')) return key;
    return words(language, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      squash(values[name] ?? ''),
    );
  };

/** Lines wrap anywhere, also after a hyphen, so text is compared without its white space. */
const squash = (text: string) => text.replace(/\s+/g, '');

async function readBack(entry: DatasheetEntry, language: Language) {
  const pdf = await buildDatasheet({
    ...entry,
    language,
    messages: messages[language],
    fonts,
    compress: false,
  });
  return { pdf, text: squash(pdfText(pdf)) };
}

const entry = (file: string) => datasheetEntries.find(({ sheet }) => sheet.pdfUrl === file)!;

describe('buildDatasheet', () => {
  it('has the five machines of the spec, each with its own file', () => {
    expect(datasheetEntries.map(({ sheet }) => sheet.pdfUrl)).toEqual([
      'lathe.pdf',
      'milling.pdf',
      'guillotine-shear.pdf',
      'plasma-cutter.pdf',
      'handheld-laser-welding.pdf',
    ]);
  });

  it.each(languages)(
    'writes each product name, model, specifications and features in %s',
    async (language) => {
      for (const { sheet, kind } of datasheetEntries) {
        const { pdf, text } = await readBack({ sheet, kind }, language);
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(text).toContain(words(language, sheet.name));
        expect(text).toContain(sheet.model);
        for (const row of normalizeSpecifications(sheet.specifications)) {
          expect(text).toContain(words(language, row.label));
          expect(text).toContain(squash(readSpecValue(row.value, language, fill(language))));
        }
        for (const feature of sheet.features) expect(text).toContain(words(language, feature));
      }
    },
    20_000,
  );

  it.each(languages)('carries the company contact facts in %s', async (language) => {
    const { text } = await readBack(entry('milling.pdf'), language);
    for (const fact of [company.legalName[language], company.phone.display, company.email]) {
      expect(text).toContain(squash(fact));
    }
    expect(text).toContain(`wa.me/${company.whatsAppNumber}`);
    expect(text).toContain(squash(company.address[language]));
  });

  it('keeps the Azerbaijani letters and Cyrillic intact', async () => {
    const lathe = entry('lathe.pdf').sheet;
    expect((await readBack(entry('lathe.pdf'), 'az')).text).toContain(words('az', lathe.name));
    expect((await readBack(entry('guillotine-shear.pdf'), 'tr')).text).toContain(
      words('tr', 'cutting.guillotine.specs.mild.label'),
    );
    const handheld = entry('handheld-laser-welding.pdf');
    expect((await readBack(handheld, 'ru')).text).toContain(words('ru', handheld.sheet.name));
  });

  it('titles the handheld laser welder a catalogue and shows its 4.8 rating', async () => {
    const { text } = await readBack(entry('handheld-laser-welding.pdf'), 'en');
    expect(text).toContain(words('en', 'datasheet.catalogue').toLocaleUpperCase('en'));
    expect(text).toContain(fill('en')('datasheet.rating', { value: '4.8' }));
    const lathe = await readBack(entry('lathe.pdf'), 'ru');
    expect(lathe.text).toContain(words('ru', 'datasheet.datasheet').toLocaleUpperCase('ru'));
    expect(lathe.text).toContain(fill('ru')('datasheet.rating', { value: '5' }));
  });
});

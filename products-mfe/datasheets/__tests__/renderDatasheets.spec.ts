import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { datasheetEntries } from '../catalogue';
import { renderDatasheets } from '../renderDatasheets';
import { readDatasheetFonts } from '../datasheetFonts';

describe('renderDatasheets', () => {
  it('makes one PDF per machine and language at a stable path', async () => {
    const files = await renderDatasheets(await readDatasheetFonts());
    expect(files).toHaveLength(datasheetEntries.length * languages.length);
    expect(files.map(({ fileName }) => fileName)).toEqual(
      expect.arrayContaining([
        'datasheets/az/lathe.pdf',
        'datasheets/tr/milling.pdf',
        'datasheets/en/guillotine-shear.pdf',
        'datasheets/ru/plasma-cutter.pdf',
        'datasheets/az/handheld-laser-welding.pdf',
      ]),
    );
    for (const { source } of files) {
      expect(source.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  }, 30_000);

  it('makes only the datasheets asked for', async () => {
    const files = await renderDatasheets(
      await readDatasheetFonts(),
      (fileName) => fileName === 'datasheets/ru/milling.pdf',
    );
    expect(files.map(({ fileName }) => fileName)).toEqual(['datasheets/ru/milling.pdf']);
  });
});

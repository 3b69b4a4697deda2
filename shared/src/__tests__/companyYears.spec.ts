import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { company } from '../company/company';
import { languages } from '../i18n/languages';
import { everySourceFile, workspace } from '../testing/sourceFiles';

// One history for the company: every year its words name is a year of company.ts (founded,
// metal division), each language names both, and the age it claims ("9+ years") is one figure
// that the founding year bears out.

const files = everySourceFile();
const localeFiles = files.filter((file) => file.endsWith('.json') && file.includes('locales'));
const historyYears = new Set<number>([company.foundedParent, company.foundedMetalDivision]);

/** Years in running text: 2016, 2016-cı, 2016'dan; not 2000 m² or 2010 mm. */
const yearsIn = (text: string) =>
  [
    ...text.matchAll(
      /(?<![\d/-])(20[0-3]\d)(?![\d/×])(?!(?:\s|\\u00a0)*(?:mm|m²|m\b|kq|kg|t\b|Vt|W\b|мм|м²|м\b|кг|т\b|Вт))/g,
    ),
  ].map(([, year]) => Number(year));

/** "{ key: 'years', value: '9+' }" in a content module: the age it claims. */
function claimedAge(file: string, key: string): number {
  const text = readFileSync(path.join(workspace, file), 'utf8');
  const found = new RegExp(String.raw`key: '${key}', value: '(\d+)\+'`).exec(text);
  if (!found) throw new Error(`${file} states no ${key}`);
  return Number(found[1]);
}

describe('company years', () => {
  it('names only the years of its history, in every language', () => {
    const named = new Map(languages.map((language) => [language, new Set<number>()]));
    const stray: string[] = [];
    for (const file of localeFiles) {
      const language = path.basename(path.dirname(file)) as (typeof languages)[number];
      for (const year of yearsIn(readFileSync(file, 'utf8'))) {
        if (historyYears.has(year)) named.get(language)?.add(year);
        else stray.push(`${path.relative(workspace, file)}: ${year}`);
      }
    }
    expect(stray).toEqual([]);
    for (const language of languages) {
      expect([...(named.get(language) ?? [])].sort(), language).toEqual([...historyYears].sort());
    }
  });

  it('claims one age on the home and about pages, which the founding year bears out', () => {
    const home = claimedAge('shell/src/pages/home/homeContent.ts', 'years');
    const about = claimedAge('showcase-mfe/src/pages/about/aboutContent.ts', 'company');
    expect(home).toBe(about);
    expect(home).toBeLessThanOrEqual(new Date().getFullYear() - company.foundedParent);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { languages } from '@site/shared/i18n/languages';
import { homeStats } from '../../shell/src/pages/home/homeContent';
import { experience } from '../../showcase-mfe/src/pages/about/aboutContent';
import { everyLocaleFile, workspace } from './sourceFiles';

// One history for the company: every year its words name is a year of company.ts (founded,
// metal division), each language names both, and the age it claims ("9+ years") is one figure
// that the founding year bears out.

const localeFiles = everyLocaleFile();
const historyYears = new Set<number>([company.foundedParent, company.foundedMetalDivision]);

/** Years in running text: 2016, 2016-cı, 2016'dan; not 2000 m² or 2010 mm. */
const yearsIn = (text: string) =>
  [
    ...text.matchAll(
      /(?<![\d/-])(20[0-3]\d)(?![\d/×])(?!(?:\s|\\u00a0)*(?:mm|m²|m\b|kq|kg|t\b|Vt|W\b|мм|м²|м\b|кг|т\b|Вт))/g,
    ),
  ].map(([, year]) => Number(year));

/** The age a list of figures claims ("9+" years) under `key`. */
function claimedAge(figures: readonly { key: string; value: number }[], key: string): number {
  const found = figures.find((figure) => figure.key === key);
  if (!found) throw new Error(`no figure ${key}`);
  return found.value;
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
    const home = claimedAge(homeStats, 'years');
    const about = claimedAge(experience, 'company');
    expect(home).toBe(about);
    expect(home).toBeLessThanOrEqual(new Date().getFullYear() - company.foundedParent);
  });
});

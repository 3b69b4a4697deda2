import { expect } from 'vitest';
import { languages, type Language } from '../i18n/languages';
import type { Messages } from '../i18n/messages';

/** `{ a: { b: 'x' } }` -> `{ 'a.b': 'x' }`. */
export function flattenKeys(messages: Messages, prefix = ''): Record<string, string> {
  return Object.entries(messages).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flattenKeys(value, path) };
  }, {});
}

const mojibake = /Ã|Ä|Å|Ð|Ñ|â€|\uFFFD/;
const placeholders = /\{\{\s*(\w+)\s*\}\}/g;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function baseKeys(flat: Record<string, string>): string[] {
  return [...new Set(Object.keys(flat).map((key) => key.replace(pluralSuffix, '')))].sort();
}

function placeholdersOf(value: string): string[] {
  return [...new Set([...value.matchAll(placeholders)].map((match) => match[1] ?? ''))].sort();
}

/**
 * Every language has the keys of az (plural keys in the forms its grammar needs), no empty
 * value, no mojibake and the same interpolation placeholders.
 */
export function expectCompleteLocales(byLanguage: Record<Language, Messages>): void {
  const reference = flattenKeys(byLanguage.az);
  const referenceBases = baseKeys(reference);
  const referencePlaceholders = new Map<string, string[]>();
  for (const [key, value] of Object.entries(reference)) {
    referencePlaceholders.set(key.replace(pluralSuffix, ''), placeholdersOf(value));
  }
  for (const language of languages) {
    const flat = flattenKeys(byLanguage[language]);
    expect(baseKeys(flat), `keys of ${language}`).toEqual(referenceBases);
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of referenceBases.filter((key) => `${key}_other` in reference)) {
      for (const form of forms) {
        expect(flat, `${language} lacks plural form ${base}_${form}`).toHaveProperty([
          `${base}_${form}`,
        ]);
      }
    }
    for (const [key, value] of Object.entries(flat)) {
      expect(value.trim(), `${language}:${key} is empty`).not.toBe('');
      expect(value, `${language}:${key} looks garbled`).not.toMatch(mojibake);
      const wanted = referencePlaceholders.get(key.replace(pluralSuffix, '')) ?? [];
      expect(placeholdersOf(value), `${language}:${key} placeholders`).toEqual(wanted);
    }
  }
}

/**
 * An app's locale files (`import.meta.glob('../*\/*.json', { eager: true, import: 'default' })`
 * from `src/locales/__tests__`), grouped by file name: `navigation` -> { az, tr, en, ru }.
 */
export function localeFilesByName(
  files: Record<string, Messages>,
): Map<string, Partial<Record<Language, Messages>>> {
  const grouped = new Map<string, Partial<Record<Language, Messages>>>();
  for (const [path, messages] of Object.entries(files)) {
    const [, language = '', file = ''] = path.match(/\/(\w+)\/([\w-]+)\.json$/) ?? [];
    grouped.set(file, { ...grouped.get(file), [language]: messages });
  }
  return grouped;
}

/** Every locale file exists in the four languages, complete and clean. */
export function expectCompleteLocaleFiles(files: Record<string, Messages>): void {
  const grouped = localeFilesByName(files);
  expect(grouped.size, 'locale files').toBeGreaterThan(0);
  for (const [file, translations] of grouped) {
    expect(Object.keys(translations).sort(), file).toEqual([...languages].sort());
    expectCompleteLocales(translations as Record<Language, Messages>);
  }
}

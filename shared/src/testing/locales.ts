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

const mojibake = /Ã|Ä|Å|Ð|Ñ|â€|Ã¼|Ä±|\uFFFD/;
const placeholders = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Every language has the same keys as az, no empty value, no mojibake, the same
 * interpolation placeholders, and the letters its language needs.
 */
export function expectCompleteLocales(byLanguage: Record<Language, Messages>): void {
  const reference = flattenKeys(byLanguage.az);
  for (const language of languages) {
    const flat = flattenKeys(byLanguage[language]);
    expect(Object.keys(flat).sort(), `keys of ${language}`).toEqual(Object.keys(reference).sort());
    for (const [key, value] of Object.entries(flat)) {
      expect(value.trim(), `${language}:${key} is empty`).not.toBe('');
      expect(value, `${language}:${key} looks garbled`).not.toMatch(mojibake);
      const wanted = [...(reference[key] ?? '').matchAll(placeholders)].map((m) => m[1]).sort();
      const found = [...value.matchAll(placeholders)].map((m) => m[1]).sort();
      expect(found, `${language}:${key} placeholders`).toEqual(wanted);
    }
  }
}

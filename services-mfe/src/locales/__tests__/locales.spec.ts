import { describe, expect, it } from 'vitest';
import { languages, type Language, type Messages } from '@site/shared';
import { expectCompleteLocales } from '@site/shared/testing';
import { servicePages } from '../../paths';

const files = import.meta.glob<Messages>('../*/*.json', { eager: true, import: 'default' });

/** `navigation` -> { az: …, tr: …, en: …, ru: … }, from `../az/navigation.json` and its siblings. */
function byFile(): Map<string, Partial<Record<Language, Messages>>> {
  const grouped = new Map<string, Partial<Record<Language, Messages>>>();
  for (const [path, messages] of Object.entries(files)) {
    const [, language = '', file = ''] = path.match(/^\.\.\/(\w+)\/([\w-]+)\.json$/) ?? [];
    grouped.set(file, { ...grouped.get(file), [language]: messages });
  }
  return grouped;
}

describe('services messages', () => {
  it('come in the same files for every language', () => {
    for (const [file, translations] of byFile()) {
      expect(Object.keys(translations).sort(), file).toEqual([...languages].sort());
    }
  });

  it.each([...byFile().keys()])('of %s are complete and clean in all four languages', (file) => {
    expectCompleteLocales(byFile().get(file) as Record<Language, Messages>);
  });

  it('name every page of the section in the menu', () => {
    for (const language of languages) {
      expect(Object.keys(byFile().get('navigation')?.[language] ?? {}).sort()).toEqual(
        Object.keys(servicePages).sort(),
      );
    }
  });
});

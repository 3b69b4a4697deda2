import { cleanup } from '@testing-library/react';
import { expect } from 'vitest';
import type { SectionManifest } from '../contract/manifest';
import { sectionPages } from '../contract/sectionPages';
import { languages } from '../i18n/languages';
import { renderSection } from './renderSection';

/**
 * Every page a remote declares has, in every language, a written title and description that are
 * not untranslated keys, and no two pages of a language share a title.
 */
export async function expectPageMetaOnEveryPage(manifest: SectionManifest): Promise<void> {
  for (const language of languages) {
    const titles = new Map<string, string>();
    for (const path of sectionPages(manifest)) {
      await renderSection(manifest, { language, path });
      const title = document.title;
      const description =
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      const where = `/${language}/${path}`;
      expect(title.length, `${where} title`).toBeGreaterThan(10);
      expect(description.length, `${where} description`).toBeGreaterThan(40);
      expect(`${title} ${description}`, `${where} shows a raw key`).not.toMatch(
        /\b[a-z]+[A-Za-z]*\.[a-z][A-Za-z.]*\b/,
      );
      expect(
        titles.get(title),
        `${where} repeats the title of ${titles.get(title)}`,
      ).toBeUndefined();
      titles.set(title, where);
      cleanup();
    }
  }
}

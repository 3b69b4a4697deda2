import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { languages, type Language } from '@site/shared/i18n/languages';
import { words } from './words';

export { languageNames, languages } from '@site/shared/i18n/languages';

/** One shell word in every language: `{ az: ..., tr: ..., en: ..., ru: ... }`. */
const shellWord = (key: string): Record<Language, string> =>
  Object.fromEntries(languages.map((language) => [language, words[language].shell(key)])) as Record<
    Language,
    string
  >;

/** The heading of a section whose remote did not load. */
export const sectionErrorTitle = shellWord('sectionError.title');

/** The notice over a prerendered page whose remote did not load (its content stays). */
export const sectionKeptText = shellWord('sectionError.kept');

/** The Retry button of both. */
export const retryLabel = shellWord('sectionError.retry');

/**
 * Every page path below the language root, read from the built sitemap (seo.spec checks that the
 * sitemap lists exactly the paths the shell and the remotes declare).
 */
export function sitemapPaths(): string[] {
  const file = fileURLToPath(new URL('../../shell/dist/sitemap.xml', import.meta.url));
  const xml = readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+\/az\/?([^<]*)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(paths)];
}

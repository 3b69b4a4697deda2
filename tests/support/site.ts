import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@site/shared/i18n/languages';

export { languages } from '@site/shared/i18n/languages';

export const languageNames: Record<Language, string> = {
  az: 'Azərbaycanca',
  tr: 'Türkçe',
  en: 'English',
  ru: 'Русский',
};

export const sectionErrorTitle: Record<Language, string> = {
  az: 'Bu bölməni yükləmək mümkün olmadı',
  tr: 'Bu bölüm yüklenemedi',
  en: 'This section could not be loaded',
  ru: 'Не удалось загрузить этот раздел',
};

/** The notice over a prerendered page whose remote did not load (its content stays). */
export const sectionKeptText: Record<Language, string> = {
  az: 'Bu səhifənin bir hissəsi yüklənmədi',
  tr: 'Bu sayfanın bir bölümü yüklenemedi',
  en: 'Part of this page could not be loaded',
  ru: 'Часть страницы не загрузилась',
};

export const retryLabel: Record<Language, string> = {
  az: 'Yenidən cəhd et',
  tr: 'Tekrar dene',
  en: 'Try again',
  ru: 'Попробовать снова',
};

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

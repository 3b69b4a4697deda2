import { defaultLanguage, languageCookie, languages } from './siteLanguages.js';

export { defaultLanguage, languageCookie, languages };

export type Language = (typeof languages)[number];

/** Where a missing key is looked up next (spec: en, then tr). */
export const fallbackLanguages: readonly Language[] = ['en', 'tr'];

/**
 * The order in which a visitor's language is chosen when the URL has none: the stored choice
 * (local storage, or the cookie the server reads too), then the browser's languages.
 */
export const detectionOrder = ['localStorage', 'cookie', 'navigator'] as const;

export const languageStorageKey = 'site.language';

/** Each language named in its own language, as the switcher shows it. */
export const languageNames: Record<Language, string> = {
  az: 'Azərbaycanca',
  tr: 'Türkçe',
  en: 'English',
  ru: 'Русский',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** `ru-RU` -> `ru`, `EN` -> `en`, `de-DE` -> undefined. */
export function toSiteLanguage(tag: unknown): Language | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The spec's choice order: the stored choice, then the browser's languages in
 * order, then the default. Anything unknown is skipped, never trusted.
 */
export function pickLanguage(candidates: {
  stored?: unknown;
  browser?: readonly unknown[];
}): Language {
  const stored = toSiteLanguage(candidates.stored);
  if (stored) return stored;
  for (const tag of candidates.browser ?? []) {
    const found = toSiteLanguage(tag);
    if (found) return found;
  }
  return defaultLanguage;
}

import { languageCookie, languageStorageKey, type Language } from './languages';

const year = 365 * 24 * 60 * 60;

/**
 * Remembers a visitor's explicit choice at once, where the detector looks first
 * (detectLanguage.ts): local storage, and the cookie the server reads too, so `/` and an address
 * without a language open in it. Written before the link leaves the page: a choice waiting on a
 * script to load could be lost to the next address the visitor opens. Blocked storage is not an
 * error for the visitor; the cookie still holds the choice.
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage blocked or full.
  }
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${year}; samesite=lax${secure}`;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectVisitorLanguage } from '../detectLanguage';
import { rememberLanguage } from '../languageChoice';
import { languageCookie, languageStorageKey } from '../languages';

function browserLanguages(list: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(list[0] ?? '');
}

describe('detecting the visitor language in the browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('uses the stored choice first', () => {
    localStorage.setItem(languageStorageKey, 'ru');
    browserLanguages(['en-US']);
    expect(detectVisitorLanguage()).toBe('ru');
  });

  it('uses the browser languages in order when nothing is stored', () => {
    browserLanguages(['de-DE', 'tr-TR', 'en-US']);
    expect(detectVisitorLanguage()).toBe('tr');
  });

  it('ends with az', () => {
    browserLanguages(['de-DE']);
    expect(detectVisitorLanguage()).toBe('az');
  });

  it('remembers an explicit choice, for the next detection and for the server', () => {
    browserLanguages(['ru-RU']);
    rememberLanguage('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(document.cookie).toContain(`${languageCookie}=en`);
    expect(detectVisitorLanguage()).toBe('en');
  });
});

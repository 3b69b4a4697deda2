import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectVisitorLanguage, storeLanguageChoice } from '../detectLanguage';
import { languageStorageKey } from '../languages';

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

  it('stores an explicit choice', () => {
    storeLanguageChoice('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
  });
});

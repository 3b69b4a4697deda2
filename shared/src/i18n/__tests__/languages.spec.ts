import { describe, expect, it } from 'vitest';
import {
  fallbackLanguages,
  languageNames,
  languages,
  pickLanguage,
  toSiteLanguage,
} from '../languages';

describe('site languages', () => {
  it('offers az, tr, en and ru with az first', () => {
    expect(languages).toEqual(['az', 'tr', 'en', 'ru']);
  });

  it('falls back to en, then tr, for a missing key', () => {
    expect(fallbackLanguages).toEqual(['en', 'tr']);
  });

  it('names each language in its own language', () => {
    expect(languageNames).toEqual({
      az: 'Azərbaycanca',
      tr: 'Türkçe',
      en: 'English',
      ru: 'Русский',
    });
  });
});

describe('choosing the language of a visitor', () => {
  it('prefers the stored choice over the browser', () => {
    expect(pickLanguage({ stored: 'tr', browser: ['ru-RU', 'en-US'] })).toBe('tr');
  });

  it('takes the browser language when nothing is stored', () => {
    expect(pickLanguage({ browser: ['ru-RU'] })).toBe('ru');
  });

  it('skips browser languages the site lacks, in order', () => {
    expect(pickLanguage({ browser: ['de-DE', 'en-US'] })).toBe('en');
  });

  it('falls back to az when no browser language fits', () => {
    expect(pickLanguage({ browser: ['de-DE'] })).toBe('az');
    expect(pickLanguage({})).toBe('az');
  });

  it('ignores a nonsense stored value', () => {
    expect(pickLanguage({ stored: '{"x":1}', browser: ['en'] })).toBe('en');
    expect(pickLanguage({ stored: 42, browser: [] })).toBe('az');
  });

  it('reads region tags and letter case', () => {
    expect(toSiteLanguage('EN-gb')).toBe('en');
    expect(toSiteLanguage('az_Latn')).toBe('az');
    expect(toSiteLanguage('tr')).toBe('tr');
    expect(toSiteLanguage('xx')).toBeUndefined();
  });
});

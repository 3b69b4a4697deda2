import { siteOrigin } from '../company/company';
import type { Language } from '../i18n/languages';
import { sitePath } from '../links/sitePath';

export { siteOrigin };

export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin).href;
}

/** The page in a language, as a full URL; x-default is the address that picks a language. */
export function languageUrl(language: Language | 'x-default', path: string): string {
  return absoluteUrl(language === 'x-default' ? `/${path}` : sitePath(language, path));
}

export const openGraphLocales: Record<Language, string> = {
  az: 'az_AZ',
  tr: 'tr_TR',
  en: 'en_GB',
  ru: 'ru_RU',
};

// @ts-check
import { parseCookie } from 'cookie';
import Negotiator from 'negotiator';
import { defaultLanguage, languageCookie, languages } from '@site/shared/i18n/siteLanguages';

/**
 * The language of a visitor whose address names none, as the site's client chooses it: the
 * stored choice (the `lang` cookie the language switcher sets), then the browser's languages
 * by their q-values (`ru-RU` counts as `ru`), then az.
 * @param {{ headers: import('node:http').IncomingHttpHeaders }} request
 * @returns {(typeof languages)[number]}
 */
export function visitorLanguage(request) {
  const stored = parseCookie(request.headers.cookie ?? '')[languageCookie];
  const known = languages.find((language) => language === stored);
  if (known) return known;
  const preferred = new Negotiator(request).languages([...languages]);
  return languages.find((language) => language === preferred[0]) ?? defaultLanguage;
}

import { isLanguage, toSiteLanguage, type Language } from '../i18n/languages';

/**
 * The one way to build an internal URL: `sitePath('en', 'products/cnc-laser')`
 * -> `/en/products/cnc-laser`. `path` is relative to the language root.
 */
export function sitePath(language: Language, path = ''): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? `/${language}/${clean}` : `/${language}`;
}

/** Splits `/en/products?x#y` into its language and the rest; `language` is undefined when absent. */
export function splitLanguage(pathname: string): { language?: Language; path: string } {
  const [first = '', ...rest] = pathname.replace(/^\/+/, '').split('/');
  if (isLanguage(first)) return { language: first, path: rest.join('/') };
  return { path: [first, ...rest].join('/') };
}

const languageLike = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * Where an address without a valid language goes: `/products` -> `/az/products`,
 * `/ru-RU/about` -> `/ru/about`, `/xx/about` -> `/az/about` (for a visitor whose choice is az).
 */
export function withLanguage(pathname: string, chosen: Language): string {
  const { language, path } = splitLanguage(pathname);
  if (language) return sitePath(language, path);
  const [first = '', ...rest] = path.split('/');
  if (languageLike.test(first)) {
    return sitePath(toSiteLanguage(first) ?? chosen, rest.join('/'));
  }
  return sitePath(chosen, path);
}

/** The same page in another language, keeping query and hash. */
export function switchLanguage(
  location: { pathname: string; search?: string; hash?: string },
  target: Language,
): string {
  const { path } = splitLanguage(location.pathname);
  return `${sitePath(target, path)}${location.search ?? ''}${location.hash ?? ''}`;
}

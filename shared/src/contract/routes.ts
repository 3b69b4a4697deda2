import type { ComponentType } from 'react';
import type { Language } from '../i18n/languages';
import type { LocalizedText, SectionRoute } from './manifest';

/** What a page's module exports: the page, as its default export (one name for every page). */
export interface PageModule {
  default: ComponentType;
}

/**
 * A page of a remote: `page('products/cnc-laser/:id', () => import('./pages/detail/DetailPage'),
 * { params: { id: ids } })`. The module loads when the page is first shown.
 */
export function page(
  path: string,
  load: () => Promise<PageModule>,
  options: Omit<SectionRoute, 'path' | 'lazy'> = {},
): SectionRoute {
  return { path, lazy: () => load().then((module) => ({ Component: module.default })), ...options };
}

/** Reads one key from a remote's four `navigation.json` files as the four labels. */
export function labelsFrom<Key extends string>(
  byLanguage: Record<Language, Record<Key, string>>,
): (key: Key) => LocalizedText {
  return (key) => ({
    az: byLanguage.az[key],
    tr: byLanguage.tr[key],
    en: byLanguage.en[key],
    ru: byLanguage.ru[key],
  });
}

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguages, languages, type Language } from './languages';
import type { MessageBundles } from './messages';

/** One i18next instance per page; the shell makes it and every remote renders with it. */
export async function createSiteI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...languages],
    fallbackLng: [...fallbackLanguages],
    ns: [],
    defaultNS: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * Adds bundles without replacing what is there: an app built from an older copy of shared/
 * keeps its words, a newer remote adds the keys it brings.
 */
export function addMessageBundles(i18n: I18n, language: Language, bundles: MessageBundles): void {
  for (const [namespace, messages] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, namespace, messages, true, false);
  }
}

/** The page language and the languages its missing keys fall back to. */
export function languagesToLoad(language: Language): Language[] {
  return [...new Set([language, ...fallbackLanguages])];
}

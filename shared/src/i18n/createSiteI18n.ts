import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguages, languages, type Language } from './languages';

/**
 * One i18next instance per page; the shell makes it and every remote renders with it.
 * `onMissingKey` hears of a key the loaded languages lack (the shell then loads the fallbacks).
 */
export async function createSiteI18n(
  language: Language,
  { onMissingKey }: { onMissingKey?: () => void } = {},
): Promise<I18n> {
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
    saveMissing: Boolean(onMissingKey),
    ...(onMissingKey ? { missingKeyHandler: onMissingKey } : {}),
    // Words added later (a section, the fallback languages) render at once.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}

/** The page language and the languages its missing keys fall back to. */
export function languagesToLoad(language: Language): Language[] {
  return [...new Set([language, ...fallbackLanguages])];
}

import { useTranslation } from '@site/translation';
import { defaultLanguage, toSiteLanguage, type Language } from '../../i18n/languages';

/** The language the page is showing (the shell switches it only once its words are loaded). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toSiteLanguage(i18n.language) ?? defaultLanguage;
}

import type { i18n as I18n } from 'i18next';
import type { Language } from '@site/shared';
import { prepareLanguage } from './messageLoaders';

/** Loads the words of `language`, then switches; `<html lang>` follows every switch. */
export async function applyLanguage(i18n: I18n, language: Language): Promise<void> {
  await prepareLanguage(i18n, language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

import type { i18n as I18n } from 'i18next';
import { preloadPage } from '@site/shared/contract/SectionRoutes';
import { sectionOf } from '@site/shared/contract/remotes';
import type { Language } from '@site/shared/i18n/languages';
import { readySection } from '../sections/loadSection';
import { siteSections } from '../sections/siteSections';
import { prepareLanguage } from './messageLoaders';

/** The words the page at `path` shows only on itself, in `language` (a remote's page words). */
async function preparePage(i18n: I18n, language: Language, path: string): Promise<void> {
  const owner = sectionOf(siteSections()?.mounts ?? {}, path);
  const section = owner ? readySection(owner) : undefined;
  if (section) await preloadPage(section, path, language, i18n).catch(() => undefined);
}

/**
 * Loads every word the page shows in `language`, then switches, so no raw key and no loading
 * text appears; `<html lang>` follows every switch.
 */
export async function applyLanguage(i18n: I18n, language: Language, path = ''): Promise<void> {
  await Promise.all([prepareLanguage(i18n, language), preparePage(i18n, language, path)]);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

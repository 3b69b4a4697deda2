import type { Language } from '@site/shared/i18n/languages';
import type { MessageBundles, Messages } from '@site/shared/i18n/messages';
import { loadCommonMessages } from '@site/shared/i18n/commonMessages';

type JsonModule = () => Promise<{ default: Messages }>;

/** The shell's own words: its layout (header, footer, search, errors). */
const layoutWords: Record<Language, JsonModule> = {
  az: () => import('../locales/az/shell.json'),
  tr: () => import('../locales/tr/shell.json'),
  en: () => import('../locales/en/shell.json'),
  ru: () => import('../locales/ru/shell.json'),
};

/** The home page's words: content staff change in the content editor, under `home.`. */
const homeWords: Record<Language, JsonModule> = {
  az: () => import('../../content/pages/home/az/words.json'),
  tr: () => import('../../content/pages/home/tr/words.json'),
  en: () => import('../../content/pages/home/en/words.json'),
  ru: () => import('../../content/pages/home/ru/words.json'),
};

/** The shell's own words, the home page's, and those of the shared UI parts. */
export async function loadShellMessages(language: Language): Promise<MessageBundles> {
  const [layout, home, common] = await Promise.all([
    layoutWords[language](),
    homeWords[language](),
    loadCommonMessages(language),
  ]);
  return { shell: { ...layout.default, home: home.default }, ...common };
}

import type { Language } from '@site/shared/i18n/languages';
import type { MessageBundles, Messages } from '@site/shared/i18n/messages';
import { loadCommonMessages } from '@site/shared/i18n/commonMessages';

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  az: () => import('../locales/az/shell.json'),
  tr: () => import('../locales/tr/shell.json'),
  en: () => import('../locales/en/shell.json'),
  ru: () => import('../locales/ru/shell.json'),
};

/** The shell's own words and those of the shared UI parts. */
export async function loadShellMessages(language: Language): Promise<MessageBundles> {
  const [shell, common] = await Promise.all([loaders[language](), loadCommonMessages(language)]);
  return { shell: shell.default, ...common };
}

import type { Language } from '@site/shared/i18n/languages';
import type { MessageBundles, Messages } from '@site/shared/i18n/messages';
import { loadCommonMessages } from '@site/shared/i18n/commonMessages';

/**
 * The shell's own words in each language: its layout's (header, footer, search, errors) and the
 * home page's (content staff change in the content editor), merged in `words/<lng>.ts` so a page
 * start fetches one file for them, as before the home page's words became content.
 */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  az: () => import('./words/az'),
  tr: () => import('./words/tr'),
  en: () => import('./words/en'),
  ru: () => import('./words/ru'),
};

/** The shell's own words and those of the shared UI parts. */
export async function loadShellMessages(language: Language): Promise<MessageBundles> {
  const [shell, common] = await Promise.all([loaders[language](), loadCommonMessages(language)]);
  return { shell: shell.default, ...common };
}

import type { Language } from '@site/shared/i18n/languages';
import type { MessageBundles } from '@site/shared/i18n/messages';

/**
 * The shell's own words in each language: its layout's (header, footer, search, errors) and the
 * home page's (content staff change in the content editor), with the shared parts' words, merged
 * in `words/<lng>.ts` so a page start fetches one file for them.
 */
const loaders: Record<Language, () => Promise<{ default: MessageBundles }>> = {
  az: () => import('./words/az'),
  tr: () => import('./words/tr'),
  en: () => import('./words/en'),
  ru: () => import('./words/ru'),
};

/** The shell's own words and those of the shared UI parts. */
export async function loadShellMessages(language: Language): Promise<MessageBundles> {
  return (await loaders[language]()).default;
}

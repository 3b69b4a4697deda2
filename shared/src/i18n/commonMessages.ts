import type { Language } from './languages';
import type { MessageBundles, Messages } from './messages';

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  az: () => import('../locales/az/common.json'),
  tr: () => import('../locales/tr/common.json'),
  en: () => import('../locales/en/common.json'),
  ru: () => import('../locales/ru/common.json'),
};

/** The words of the shared UI parts (lightbox, gallery, rating, not-found, hours). */
export async function loadCommonMessages(language: Language): Promise<MessageBundles> {
  return { common: (await loaders[language]()).default };
}

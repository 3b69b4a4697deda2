import type { i18n as I18n } from 'i18next';
import { loadCommonMessages } from '@site/shared/i18n/commonMessages';
import { createSiteI18n } from '@site/shared/i18n/createSiteI18n';
import type { Language } from '@site/shared/i18n/languages';
import { addMessageBundles } from '@site/shared/i18n/messages';
import { loadAllProductsMessages } from '../messages';

/** The words a rendered page reads: its own (`products`, `cnc` for the CNC pages') and `common`. */
export const wordsOf = (i18n: I18n, language: Language = 'en') => ({
  t: i18n.getFixedT(language, 'products'),
  cnc: i18n.getFixedT(language, 'products', 'cnc'),
  common: i18n.getFixedT(language, 'common'),
});

export type Words = ReturnType<typeof wordsOf>;

/** Every products word of a language no page has loaded, e.g. a quote item's other names. */
export async function wordsIn(language: Language): Promise<Words> {
  const i18n = await createSiteI18n(language);
  addMessageBundles(i18n, language, await loadCommonMessages(language));
  addMessageBundles(i18n, language, await loadAllProductsMessages(language));
  return wordsOf(i18n, language);
}

/** Text to put in a RegExp, matching itself only. */
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a text that contains `words`. */
export const containing = (words: string) => new RegExp(escape(words));

/**
 * A stand-in for a number in words, e.g. `t('gallery.show', { index: figure, total: 4 })`; a
 * number, so that it also picks a plural form.
 */
export const figure = 987654321;

/** `escape`, with each `figure` matching any number (or `pattern`). */
export const anyFigure = (text: string, pattern = '\\d+') =>
  escape(text).replaceAll(String(figure), pattern);

import type { TextKey } from './words';

/**
 * A product's name in every language, read when the visitor puts it on the quote request; the
 * code that reads every language's words loads then, not with the page.
 */
export const productTitles = (name: TextKey) => async () => {
  const [{ wordInEveryLanguage }, { loadAllProductsMessages }] = await Promise.all([
    import('@site/shared/i18n/wordInEveryLanguage'),
    import('../messages'),
  ]);
  return wordInEveryLanguage(loadAllProductsMessages, 'products', name);
};

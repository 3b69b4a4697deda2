import { wordInEveryLanguage } from '@site/shared/i18n/wordInEveryLanguage';
import { loadAllProductsMessages } from '../messages';
import type { TextKey } from './words';

/** A product's name in every language, read when the visitor puts it on the quote request. */
export const productTitles = (name: TextKey) => () =>
  wordInEveryLanguage(loadAllProductsMessages, 'products', name);

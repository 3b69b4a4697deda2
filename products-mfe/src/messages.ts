import type { Language } from '@site/shared/i18n/languages';
import type { Messages } from '@site/shared/i18n/messages';
import {
  allWords,
  messageLoader,
  pageWords,
  type LocaleFiles,
} from '@site/shared/i18n/messageLoader';

/**
 * One `products` namespace. `products.json` holds what several pages show (catalogue, machine
 * sheets, datasheets, coming-soon lines); each other file holds one group of pages and loads
 * only with them: `cnc.json` under `cnc.`, `welding.json`, `lathe-mill.json`, `cutting.json`,
 * `consumables.json` at the namespace's root.
 */
const files: LocaleFiles = import.meta.glob<Messages>([
  './locales/*/*.json',
  '!./locales/*/navigation.json',
]);

export const loadProductsMessages = messageLoader('products', files);

export const productWords = {
  cnc: pageWords('products', files, 'cnc', 'cnc'),
  welding: pageWords('products', files, 'welding'),
  latheMill: pageWords('products', files, 'lathe-mill'),
  cutting: pageWords('products', files, 'cutting'),
  consumables: pageWords('products', files, 'consumables'),
};

/** Every products word in one language: the datasheets show words of every page. */
export const loadAllProductsMessages = (language: Language) =>
  allWords([loadProductsMessages, ...Object.values(productWords)], language);

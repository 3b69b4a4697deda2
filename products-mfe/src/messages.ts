import type { Language } from '@site/shared/i18n/languages';
import type { Messages } from '@site/shared/i18n/messages';
import {
  allWords,
  messageLoader,
  pageContentFiles,
  pageWords,
  type LocaleFiles,
} from '@site/shared/i18n/messageLoader';

/**
 * One `products` namespace. `content/pages/products/` holds what several pages show (catalogue, machine
 * sheets, datasheets, coming-soon lines). Each group of pages keeps its words as content the
 * editor changes (`content/pages/<page>/<lng>/words.json`), loaded only with those pages:
 * the CNC pages' under `cnc.`, the welding pages' at the namespace's root, the others' under
 * their own key.
 */
const files: LocaleFiles = {
  ...import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/*/navigation.json']),
  ...pageContentFiles(import.meta.glob<Messages>('../content/pages/*/*/words.json')),
};

export const loadProductsMessages = messageLoader('products', files);

export const productWords = {
  cnc: pageWords('products', files, 'cnc-laser', 'cnc'),
  welding: pageWords('products', files, 'welding-machines'),
  latheMill: pageWords('products', files, 'torna-freze', 'latheMill'),
  cutting: pageWords('products', files, 'cutting-machines', 'cutting'),
  consumables: pageWords('products', files, 'consumables', 'consumables'),
};

/** Every products word in one language: the datasheets show words of every page. */
export const loadAllProductsMessages = (language: Language) =>
  allWords([loadProductsMessages, ...Object.values(productWords)], language);

import type { Language } from '@site/shared/i18n/languages';
import type { Messages } from '@site/shared/i18n/messages';
import { allWords, remoteMessages } from '@site/shared/i18n/messageLoader';

/**
 * One `products` namespace. `content/pages/products/` holds what several pages show (catalogue, machine
 * sheets, datasheets, coming-soon lines). Each group of pages keeps its words as content the
 * editor changes (`content/pages/<page>/<lng>/words.json`), loaded only with those pages:
 * the CNC pages' under `cnc.`, the welding pages' at the namespace's root, the others' under
 * their own key.
 */
const products = remoteMessages(
  'products',
  import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/*/navigation.json']),
  import.meta.glob<Messages>('../content/pages/*/*/words.json'),
);

export const loadProductsMessages = products.loadMessages;

export const productWords = {
  cnc: products.pageWords('cnc-laser', 'cnc'),
  welding: products.pageWords('welding-machines'),
  latheMill: products.pageWords('torna-freze', 'latheMill'),
  cutting: products.pageWords('cutting-machines', 'cutting'),
  consumables: products.pageWords('consumables', 'consumables'),
};

/** Every products word in one language: the datasheets show words of every page. */
export const loadAllProductsMessages = (language: Language) =>
  allWords([loadProductsMessages, ...Object.values(productWords)], language);

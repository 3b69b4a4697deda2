import i18next from 'i18next';
import type { Language } from '@site/shared/i18n/languages';
import type { MessageBundles } from '@site/shared/i18n/messages';
import { productsTranslate } from '../src/specs/specValue';

/** The words of a datasheet in one language, from the same messages the pages use. */
export function datasheetText(language: Language, messages: MessageBundles) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: messages },
    ns: Object.keys(messages),
    defaultNS: 'products',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const t = i18n.getFixedT(language, 'products');
  return {
    t,
    common: i18n.getFixedT(language, 'common'),
    /** Keys are translated; text that is not a key passes through, as on the page. */
    text: productsTranslate(i18n),
  };
}

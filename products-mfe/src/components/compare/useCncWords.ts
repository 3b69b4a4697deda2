import { useEffect, useState } from 'react';
import { useTranslation } from '@site/translation';
import { addMessageBundles, i18nInstance } from '@site/shared/i18n/messages';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { productWords } from '../../messages';

/** A word of the CNC words (`cnc-laser/<lng>/words.json`): present once they are loaded. */
const probe = 'cnc.compare.tray.label';

/**
 * Whether the CNC words are there. The CNC pages load them with their route; the catalogue,
 * which shows the comparison tray too, loads them only when `wanted` (the tray has machines).
 */
export function useCncWords(wanted: boolean): boolean {
  const { i18n } = useTranslation('products');
  const instance = i18nInstance(i18n);
  const language = useLanguage();
  const [, setLoads] = useState(0);
  const loaded = instance.getResource(language, 'products', probe) !== undefined;

  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    productWords.cnc(language).then(
      (bundles) => {
        addMessageBundles(instance, language, bundles);
        if (current) setLoads((loads) => loads + 1);
      },
      // Offline: the tray stays away, the page works on.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, language, instance]);

  return loaded;
}

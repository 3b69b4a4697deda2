import { loadCommonMessages } from '../i18n/commonMessages';
import type { Language } from '../i18n/languages';
import type { MessageBundles, Messages } from '../i18n/messages';
import type { SectionName, SectionNavigation } from './sections';

type LocaleImports = Record<Language, () => Promise<{ default: Messages }>>;

/**
 * A remote's `loadMessages`: its own namespace plus the shared parts' words it was built with,
 * so a remote built from a newer shared/ than the shell still has every word it shows.
 */
export function messageLoader(namespace: string, imports: LocaleImports) {
  return async (language: Language): Promise<MessageBundles> => {
    const [own, common] = await Promise.all([imports[language](), loadCommonMessages(language)]);
    return { ...common, [namespace]: own.default };
  };
}

/** A remote's menu entries, labelled from its four `navigation.json` files. */
export function sectionNavigation<Key extends string>(
  name: SectionName,
  labels: Record<Language, Record<Key, string>>,
  items: readonly (readonly [path: string, key: Key])[],
): SectionNavigation {
  return {
    name,
    items: items.map(([path, key]) => ({
      path,
      label: { az: labels.az[key], tr: labels.tr[key], en: labels.en[key], ru: labels.ru[key] },
    })),
  };
}

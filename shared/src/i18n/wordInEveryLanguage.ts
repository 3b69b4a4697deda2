import type { LocalizedText } from '../contract/manifest';
import { languages, type Language } from './languages';
import type { MessageBundles, Messages } from './messages';

function lookUp(messages: Messages | undefined, key: string): string | undefined {
  let value: Messages | string | undefined = messages;
  for (const part of key.split('.')) {
    value = typeof value === 'object' ? value[part] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/**
 * One word of an app in every language (`products`, `cnc.machines.singlePlatform.name`), read
 * from the app's loader: a name the visitor keeps on a list is shown right after a language
 * switch, by any app, without loading the app that named it.
 */
export async function wordInEveryLanguage(
  load: (language: Language) => Promise<MessageBundles>,
  namespace: string,
  key: string,
): Promise<LocalizedText> {
  const words = await Promise.all(
    languages.map(async (language) => {
      const word = lookUp((await load(language))[namespace], key);
      if (!word) throw new Error(`${namespace}:${key} has no ${language} word`);
      return [language, word] as const;
    }),
  );
  return Object.fromEntries(words) as LocalizedText;
}

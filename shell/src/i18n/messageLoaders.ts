import type { i18n as I18n } from 'i18next';
import type { Language, MessageBundles } from '@site/shared';
import { addMessageBundles, languagesToLoad } from '@site/shared/i18n';
import { loadShellMessages } from './shellMessages';

export type MessageLoader = (language: Language) => Promise<MessageBundles>;

/** The shell's loader plus one per remote that has been loaded on this page. */
const loaders = new Set<MessageLoader>([loadShellMessages]);
const loaded = new Map<MessageLoader, Map<Language, Promise<void>>>();

export function addMessageLoader(loader: MessageLoader): void {
  loaders.add(loader);
}

/** Loads one app's words for a language and its fallbacks, once; a failure may be retried. */
export function loadMessagesOf(
  i18n: I18n,
  loader: MessageLoader,
  language: Language,
): Promise<void> {
  const done = loaded.get(loader) ?? new Map<Language, Promise<void>>();
  loaded.set(loader, done);
  return Promise.all(
    languagesToLoad(language).map((lang) => {
      let pending = done.get(lang);
      if (!pending) {
        pending = loader(lang).then(
          (bundles) => addMessageBundles(i18n, lang, bundles),
          (error: unknown) => {
            done.delete(lang);
            throw error;
          },
        );
        done.set(lang, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/**
 * Everything the page shows in `language`, loaded before the switch, so no raw key and no
 * half-translated page appears. A remote that fails here shows its own error; the switch goes on.
 */
export async function prepareLanguage(i18n: I18n, language: Language): Promise<void> {
  const [shell, ...sections] = [...loaders];
  if (shell) await loadMessagesOf(i18n, shell, language);
  await Promise.allSettled(sections.map((loader) => loadMessagesOf(i18n, loader, language)));
}

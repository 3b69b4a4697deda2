import type { i18n as I18n } from 'i18next';
import { addMessageBundles } from '@site/shared/i18n/messages';
import { fallbackLanguages, type Language } from '@site/shared/i18n/languages';
import type { MessageBundles } from '@site/shared/i18n/messages';
import { loadOnce, type OnceLoader } from '@site/shared/loading/loadOnce';
import { loadShellMessages } from './shellMessages';

export type MessageLoader = (language: Language) => Promise<MessageBundles>;

/** The shell's loader plus one per remote that has been loaded on this page. */
const loaders = new Set<MessageLoader>([loadShellMessages]);
const loaded = new Map<MessageLoader, OnceLoader<void, Language>>();
let fallbacksWanted = false;

export function addMessageLoader(loader: MessageLoader): void {
  loaders.add(loader);
}

function loadOne(i18n: I18n, loader: MessageLoader, language: Language): Promise<void> {
  const load =
    loaded.get(loader) ??
    loadOnce((lang: Language) =>
      loader(lang).then((bundles) => addMessageBundles(i18n, lang, bundles)),
    );
  loaded.set(loader, load);
  return load(language);
}

/**
 * Loads one app's words for a language, once; a failure may be retried. The fallback languages
 * (en, then tr) load only once a key has been found missing on this page.
 */
export function loadMessagesOf(
  i18n: I18n,
  loader: MessageLoader,
  language: Language,
): Promise<void> {
  const languages = fallbacksWanted ? [language, ...fallbackLanguages] : [language];
  return Promise.all([...new Set(languages)].map((lang) => loadOne(i18n, loader, lang))).then(
    () => undefined,
  );
}

/**
 * A key is missing in the page language: every app's words in en and tr are loaded, and the
 * page shows the first language that has it. All four languages are complete (tested), so this
 * costs nothing on a normal page.
 */
export function loadFallbackLanguages(i18n: I18n): Promise<void> {
  fallbacksWanted = true;
  return Promise.allSettled(
    [...loaders].flatMap((loader) => fallbackLanguages.map((lang) => loadOne(i18n, loader, lang))),
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

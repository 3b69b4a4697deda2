import { loadCommonMessages } from './commonMessages';
import type { Language } from './languages';
import type { MessageBundles, Messages } from './messages';

/** An app's locale files, as `import.meta.glob('./locales/*\/*.json')` gives them. */
export type LocaleFiles = Record<string, () => Promise<Messages>>;

/**
 * Words kept as content, one file per page and language (`content/pages/<page>/<lng>/words.json`,
 * the layout the content editor writes), under the names locale files have
 * (`./locales/<lng>/<page>.json`), so `pageWords` reads both alike.
 */
export function pageContentFiles<File>(files: Record<string, File>): Record<string, File> {
  return Object.fromEntries(
    Object.entries(files).flatMap(([path, load]) => {
      const [, page, language] = path.match(/\/pages\/([\w-]+)\/(\w+)\/words\.json$/) ?? [];
      return page && language ? [[`./locales/${language}/${page}.json`, load]] : [];
    }),
  );
}

async function readLocaleFile(files: LocaleFiles, language: Language, file: string) {
  const load = files[`./locales/${language}/${file}.json`];
  if (!load) throw new Error(`There is no locales/${language}/${file}.json`);
  const loaded = await load();
  // A JSON module: its words are its default export.
  return (loaded.default ?? loaded) as Messages;
}

/**
 * A remote's `loadMessages`: the words every page of it shares (`locales/<lng>/<file>.json`)
 * as its namespace, plus the shared parts' words it was built with, so a remote built from a
 * newer shared/ than the shell still has every word it shows.
 */
export function messageLoader(namespace: string, files: LocaleFiles, file = namespace) {
  return async (language: Language): Promise<MessageBundles> => {
    const [own, common] = await Promise.all([
      readLocaleFile(files, language, file),
      loadCommonMessages(language),
    ]);
    return { ...common, [namespace]: own };
  };
}

/**
 * The words of one page or group of pages (`locales/<lng>/<file>.json`), under `key` of the
 * remote's namespace or at its root: a route's `words`, loaded only when such a page is shown.
 */
export function pageWords(namespace: string, files: LocaleFiles, file: string, key?: string) {
  return async (language: Language): Promise<MessageBundles> => {
    const words = await readLocaleFile(files, language, file);
    return { [namespace]: key ? { [key]: words } : words };
  };
}

/** Every word of a remote in one language (for datasheets and tests, never for a page). */
export async function allWords(
  loaders: readonly ((language: Language) => Promise<MessageBundles>)[],
  language: Language,
): Promise<MessageBundles> {
  const bundles = await Promise.all(loaders.map((load) => load(language)));
  const merged: Record<string, Messages> = {};
  for (const bundle of bundles) {
    for (const [namespace, messages] of Object.entries(bundle)) {
      merged[namespace] = { ...merged[namespace], ...messages };
    }
  }
  return merged;
}

/**
 * A remote's words in its namespace, from the files its `import.meta.glob` calls give (those
 * stay in the remote: Vite resolves them relative to the file): its locale files and the page
 * words kept as content. Gives the remote's `loadMessages` and each page's words.
 */
export function remoteMessages(namespace: string, locales: LocaleFiles, content: LocaleFiles) {
  const files: LocaleFiles = { ...locales, ...pageContentFiles(content) };
  return {
    files,
    loadMessages: messageLoader(namespace, files),
    /** The words of one page or group of pages, under `key` or at the namespace's root. */
    pageWords: (file: string, key?: string) => pageWords(namespace, files, file, key),
  };
}

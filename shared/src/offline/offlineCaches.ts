import type { Language } from '../i18n/languages';

/**
 * The caches of the offline worker (shell/src/offline/worker) and of the saved catalogue, named
 * once for the worker, the shell and the remotes (besides Workbox's precache of the shell).
 */
export const cacheNames = {
  /** Pages seen, by full address: `/en/products` and `/ru/products` are two. */
  pages: 'site-pages',
  /** Files named by their content (`/assets/…`), kept once fetched. */
  files: 'site-files',
  /** Files whose name stays while their content changes (manifests, remotes.json, datasheets). */
  data: 'site-data',
} as const;

const cataloguePrefix = 'site-catalogue-';

/** The catalogue saved for offline use in one language: its pages, pictures and datasheets. */
export const catalogueCacheName = (language: Language) => `${cataloguePrefix}${language}`;

export const isCatalogueCache = (name: string) => name.startsWith(cataloguePrefix);

/**
 * The query mark of a request the catalogue makes itself (`?offline-catalogue`): the worker
 * leaves it to the network, so what the catalogue saves is kept once, in its own cache, and
 * goes when the catalogue is removed.
 */
export const catalogueMark = 'offline-catalogue';

export function markedForCatalogue(url: string): string {
  const marked = new URL(url, location.href);
  marked.searchParams.set(catalogueMark, '');
  return marked.href;
}

export function withoutCatalogueMark(url: string): string {
  const plain = new URL(url, location.href);
  plain.searchParams.delete(catalogueMark);
  return plain.href;
}

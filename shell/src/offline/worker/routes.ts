import { isLanguage, type Language } from '@site/shared/i18n/languages';
import { catalogueMark, cacheNames } from '@site/shared/offline/offlineCaches';

export { cacheNames };

/** Where the worker keeps a same-origin address of each kind it saves. */
export const cacheOf = {
  page: cacheNames.pages,
  hashed: cacheNames.files,
  named: cacheNames.data,
} as const;

/** The offline page of a language, written by the prerender step. */
export const offlinePagePath = (language: Language) => `/offline/${language}.html`;

/**
 * What the worker does with a same-origin address: a page, a file named by its content
 * (kept for good once fetched), a file whose name stays while its content changes, or the
 * editor's, which it leaves alone.
 */
export type FileKind = 'page' | 'hashed' | 'named' | 'editor' | 'elsewhere';

/** Named by their content: the shell's and each remote's assets (a release's too: `/mfe/products/<id>/assets/`), the search index's parts. */
const hashed =
  /^\/(?:mfe\/[a-z]+\/(?:[0-9A-Za-z-]+\/)?)?assets\/|^\/(?:pagefind|search-index\/[a-z]+\/[0-9A-Za-z-]+)\/(?:index|fragment|filter)\/|\/pagefind\.[a-z]+_[0-9a-f]+\.pf_meta$/;

export function fileKind(url: URL, origin: string): FileKind {
  if (url.origin !== origin) return 'elsewhere';
  const { pathname } = url;
  if (pathname.startsWith('/admin/') || pathname === '/admin') return 'editor';
  // The worker itself, and what the saved catalogue fetches for its own cache.
  if (pathname === '/sw.js' || url.searchParams.has(catalogueMark)) return 'elsewhere';
  if (hashed.test(pathname)) return 'hashed';
  // A page's address has no file extension: `/`, `/en`, `/en/products/cnc-laser`.
  if (!/\.[a-z0-9]+$/i.test(pathname)) return 'page';
  return 'named';
}

/**
 * Parameters that only say where a visitor came from (campaigns, ad clicks): a page is the same
 * page without them, and is kept once under its address without them.
 */
const trackingParameter =
  /^(?:utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ysclid|mc_cid|mc_eid|_ga|_gl|igshid|twclid|ttclid)$/i;

/** A page's address without its tracking parameters: the key it is kept under. */
export function pageKey(address: string): string {
  const url = new URL(address);
  const tracking = [...url.searchParams.keys()].filter((name) => trackingParameter.test(name));
  if (tracking.length === 0) return address;
  for (const name of tracking) url.searchParams.delete(name);
  return url.href;
}

/** `/ru/products` -> `ru`; an address without a language -> undefined. */
export function pageLanguage(pathname: string): Language | undefined {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

/** A section's (remote's) federation manifest: `/mfe/products/mf-manifest.json`. */
export const isSectionManifest = (url: string) =>
  /\/mf-manifest\.json$/.test(new URL(url).pathname);

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/**
 * Every script and stylesheet a section's manifest names (what it exposes and what it shares),
 * as addresses beside the manifest (the remotes are built with `publicPath: 'auto'`).
 */
export function sectionFiles(manifest: unknown, manifestUrl: string): string[] {
  const { exposes = [], shared = [] } = manifest as {
    exposes?: { assets?: ManifestAssets }[];
    shared?: { assets?: ManifestAssets }[];
  };
  const files = [...exposes, ...shared].flatMap(({ assets = {} }) => [
    ...(assets.js?.sync ?? []),
    ...(assets.js?.async ?? []),
    ...(assets.css?.sync ?? []),
    ...(assets.css?.async ?? []),
  ]);
  return [...new Set(files)].map((file) => new URL(file, manifestUrl).href);
}

/** The section's entry script (`remoteEntry.js`), which names its files and so is asked for first. */
export function sectionEntry(manifest: unknown, manifestUrl: string): string | undefined {
  const entry = (manifest as { metaData?: { remoteEntry?: { name?: string; path?: string } } })
    .metaData?.remoteEntry;
  return entry?.name ? new URL(`${entry.path ?? ''}${entry.name}`, manifestUrl).href : undefined;
}

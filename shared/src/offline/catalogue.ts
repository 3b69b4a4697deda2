/**
 * The catalogue saved for offline use (spec: "Save the catalogue for offline use"): every
 * product page of one language, the pictures on them at the size this device shows them and the
 * datasheets they link to, kept in a cache of their own (`site-catalogue-en`) that the offline
 * worker answers from and that one press removes. The page does the saving, so it can show
 * progress; what it fetches carries the catalogue mark, which the worker leaves alone, so each
 * file is kept once.
 */
import type { Language } from '../i18n/languages';
import { sitePath, splitLanguage } from '../links/sitePath';
import { catalogueCacheName, markedForCatalogue, withoutCatalogueMark } from './offlineCaches';

export interface SavedCatalogue {
  pages: number;
  datasheets: number;
  /** Everything kept: pages, pictures and datasheets. */
  files: number;
  bytes: number;
  /** False when saving stopped part-way (the network went); saving again finishes it. */
  complete: boolean;
}

export interface SaveProgress {
  done: number;
  total: number;
  bytes: number;
}

/** Saving stopped because a file could not be fetched (offline, or the server went away). */
export class CatalogueStopped extends Error {
  constructor(readonly progress: SaveProgress) {
    super('The catalogue could not be saved whole');
  }
}

/** Whether this browser can keep a catalogue: Cache Storage and a service worker to answer. */
export const canSaveCatalogue = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'caches' in window &&
  'serviceWorker' in navigator;

/** Where the summary of a saved catalogue is kept, inside its own cache. */
const summaryUrl = (language: Language) =>
  new URL(`/offline/catalogue-${language}.json`, location.origin).href;

/** `https://…/en/products/cnc-laser` for `products/cnc-laser`. */
const catalogueAddress = (language: Language, path: string) =>
  new URL(sitePath(language, path), location.origin).href;

/** A page's address has no file extension. */
const isPagePath = (path: string) => !/\.[a-z0-9]+$/i.test(path);

const sizeOf = async (response: Response) => (await response.clone().blob()).size;

/** The catalogue saved in this language, or undefined when none is. */
export async function readCatalogue(language: Language): Promise<SavedCatalogue | undefined> {
  if (!canSaveCatalogue() || !(await caches.has(catalogueCacheName(language)))) return undefined;
  const cache = await caches.open(catalogueCacheName(language));
  const summary = await cache.match(summaryUrl(language));
  if (summary) return (await summary.json()) as SavedCatalogue;
  // Left part-way (the tab was closed while saving): what is there, counted.
  const keys = await cache.keys();
  const sizes = await Promise.all(
    keys.map(async (key) => {
      const response = await cache.match(key);
      return response ? sizeOf(response) : 0;
    }),
  );
  const paths = keys.map((key) => new URL(key.url).pathname);
  return {
    pages: paths.filter(isPagePath).length,
    datasheets: paths.filter((path) => path.endsWith('.pdf')).length,
    files: keys.length,
    bytes: sizes.reduce((sum, size) => sum + size, 0),
    complete: false,
  };
}

/** Removes the saved catalogue of a language (the pages the visitor saw stay saved). */
export async function removeCatalogue(language: Language): Promise<void> {
  if (canSaveCatalogue()) await caches.delete(catalogueCacheName(language));
}

/**
 * Asks the browser to keep the site's storage until the visitor clears it. False when it will
 * not promise to (it may then clear it when the device runs short of space).
 */
export async function keepOnDevice(ask: boolean): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  try {
    if (ask && storage?.persist) return await storage.persist();
    return (await storage?.persisted?.()) ?? false;
  } catch {
    return false;
  }
}

/** Runs `work` over `items`, `limit` at a time, in order of the results. */
async function eachAtMost<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}

/** The pictures and the downloads (datasheets) of a page's main content. */
function filesOfPage(html: string, address: string) {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const main = page.querySelector('main') ?? page.body;
  const pictures = [...main.querySelectorAll('picture, img')].filter(
    (node) => node.localName === 'picture' || node.parentElement?.localName !== 'picture',
  );
  const downloads = [...main.querySelectorAll<HTMLAnchorElement>('a[href$=".pdf"]')].map(
    (link) => new URL(link.getAttribute('href') ?? '', address).href,
  );
  return { pictures, downloads };
}

const markSrcset = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [markedForCatalogue(url), ...descriptor].join(' ');
    })
    .join(', ');

/**
 * The file this device shows for a picture: the browser itself picks from its sources (format,
 * width for this screen and pixel density), loading a copy in a hidden holder.
 */
function pictureShown(node: Element, holder: HTMLElement): Promise<string | undefined> {
  const copy = document.importNode(node, true);
  const image = copy instanceof HTMLImageElement ? copy : copy.querySelector('img');
  if (!image) return Promise.resolve(undefined);
  image.loading = 'eager';
  for (const source of copy.querySelectorAll('source')) source.srcset = markSrcset(source.srcset);
  if (image.getAttribute('srcset')) image.srcset = markSrcset(image.srcset);
  const src = image.getAttribute('src');
  if (src) image.src = markedForCatalogue(src);
  return new Promise((resolve) => {
    const done = () => {
      copy.remove();
      resolve(image.currentSrc || undefined);
    };
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    holder.append(copy);
  });
}

/**
 * The pages of a section in a language, from the sitemap (every listed page of every section,
 * written by the prerender step, so it follows each team's deploys): `products`,
 * `products/cnc-laser`, … for `products`.
 */
export async function sectionPagesOf(language: Language, section: string): Promise<string[]> {
  const response = await fetch('/sitemap.xml', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`sitemap.xml answered ${response.status}`);
  const sitemap = new DOMParser().parseFromString(await response.text(), 'application/xml');
  return [...sitemap.getElementsByTagName('loc')]
    .map((loc) => splitLanguage(new URL(loc.textContent?.trim() ?? '', location.origin).pathname))
    .filter((page) => page.language === language)
    .map((page) => page.path)
    .filter((path) => path === section || path.startsWith(`${section}/`));
}

interface SaveOptions {
  language: Language;
  /** The section's top-level path: `products`. */
  section: string;
  onProgress: (progress: SaveProgress) => void;
}

/**
 * Saves the catalogue of a language, or brings a saved one up to date: pages and datasheets are
 * fetched again, pictures already kept (named by their content) are not, and files no longer
 * used are dropped. Throws CatalogueStopped when the network fails; what was saved stays.
 */
export async function saveCatalogue({
  language,
  section,
  onProgress,
}: SaveOptions): Promise<SavedCatalogue> {
  let pages: string[];
  try {
    pages = await sectionPagesOf(language, section);
  } catch {
    throw new CatalogueStopped({ done: 0, total: 0, bytes: 0 });
  }
  const cache = await caches.open(catalogueCacheName(language));
  const kept = new Set((await cache.keys()).map((key) => key.url));
  const progress: SaveProgress = { done: 0, total: pages.length, bytes: 0 };
  const wanted = new Set<string>([summaryUrl(language)]);

  /** Fetches a file (marked, so the worker leaves it) and keeps it under its own address. */
  const keep = async (
    address: string,
    mode: RequestCache = 'no-cache',
  ): Promise<Response | undefined> => {
    let response: Response;
    try {
      response = await fetch(markedForCatalogue(address), { cache: mode });
    } catch {
      throw new CatalogueStopped({ ...progress });
    }
    if (!response.ok) return undefined;
    await cache.put(address, response.clone());
    wanted.add(address);
    progress.bytes += await sizeOf(response);
    return response;
  };
  const count = () => {
    progress.done += 1;
    onProgress({ ...progress });
  };

  onProgress({ ...progress });
  const holder = document.createElement('div');
  holder.hidden = true;
  document.body.append(holder);
  try {
    const found = await eachAtMost(pages, 4, async (path) => {
      const address = catalogueAddress(language, path);
      const response = await keep(address);
      count();
      return response ? filesOfPage(await response.text(), address) : undefined;
    });
    const pictures = new Map<string, Element>();
    const downloads = new Set<string>();
    for (const page of found) {
      for (const node of page?.pictures ?? []) pictures.set(node.outerHTML, node);
      for (const url of page?.downloads ?? []) downloads.add(url);
    }
    progress.total += pictures.size + downloads.size;
    onProgress({ ...progress });

    await eachAtMost([...pictures.values()], 4, async (node) => {
      const shown = await pictureShown(node, holder);
      if (shown) {
        const address = withoutCatalogueMark(shown);
        const saved = kept.has(address) ? await cache.match(address) : undefined;
        if (saved) {
          wanted.add(address);
          progress.bytes += await sizeOf(saved);
        } else {
          // Downloaded already for the hidden copy: the browser's cache answers.
          await keep(address, 'force-cache');
        }
      }
      count();
    });
    await eachAtMost([...downloads], 2, async (url) => {
      await keep(url);
      count();
    });
  } finally {
    // Stopped part-way, an update leaves the catalogue saved before whole (nothing is dropped
    // until the end) and a first save leaves what it has, counted by readCatalogue.
    holder.remove();
  }

  for (const address of kept) if (!wanted.has(address)) await cache.delete(address);
  const paths = [...wanted].map((url) => new URL(url).pathname);
  const summary: SavedCatalogue = {
    pages: paths.filter(isPagePath).length,
    datasheets: paths.filter((path) => path.endsWith('.pdf')).length,
    files: wanted.size - 1,
    bytes: progress.bytes,
    complete: true,
  };
  await cache.put(
    summaryUrl(language),
    new Response(JSON.stringify(summary), { headers: { 'content-type': 'application/json' } }),
  );
  return summary;
}

/**
 * The site's service worker (`/sw.js`, scope `/`), built over the finished site by
 * tooling/offline/buildServiceWorker.js. It keeps what a visitor has seen so it opens again
 * offline and at once on return:
 *
 * - pages (HTML): network first, the saved copy when the network fails or is slow; a page never
 *   saved answers with the offline page of the address's language;
 * - files whose name changes with their content (`/assets/`, a remote's `/mfe/x/assets/`,
 *   Pagefind's index parts): from the cache once fetched;
 * - files that name other files (remotes.json, sections.json, manifests, remoteEntry.js) and the
 *   rest (datasheets, icons): network first, so a team's deploy is seen at once online;
 * - the shell's own code and styles and the offline pages: saved when the worker installs.
 *
 * Storage is a help, never a condition: when the device's Cache Storage fails (a private mode, a
 * damaged profile, a full disk), every request goes to the network as if there were no worker.
 * What it keeps expires (storage.ts); a full disk costs pictures and old pages first, never the
 * code a saved catalogue needs. The content editor (`/admin/`) is never touched.
 */
import { precacheAndRoute, cleanupOutdatedCaches, matchPrecache } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { registerQuotaErrorCallback } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import type { WorkboxPlugin } from 'workbox-core';
import type { Language } from '@site/shared/i18n/languages';
import { isCatalogueCache } from '@site/shared/offline/offlineCaches';
import {
  cacheNames,
  cacheOf,
  fileKind,
  isSectionManifest,
  offlinePagePath,
  pageKey,
  pageLanguage,
  sectionEntry,
  sectionFiles,
  type FileKind,
} from './routes';
import { expiryOf, freeSpace, kept } from './storage';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A request its route could not answer (the cache failed, or the network and the cache both
// did) is tried on the network as it is: a broken storage never breaks the site online.
setCatchHandler(({ request }) => fetch(request));
registerQuotaErrorCallback(freeSpace);

/** How long a page waits for the network before the saved copy is shown. */
const networkTimeoutSeconds = 4;

/**
 * What is not in a strategy's own cache may be in a catalogue the visitor saved for offline use
 * (`site-catalogue-en`, written by the page: shared/src/offline/catalogue.ts).
 */
const fromSavedCatalogue: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (cachedResponse) return cachedResponse;
    try {
      for (const name of (await caches.keys()).filter(isCatalogueCache)) {
        const saved = await (await caches.open(name)).match(request, { ignoreVary: true });
        if (saved) return saved;
      }
    } catch {
      // Storage failing: nothing saved to offer.
    }
    return null;
  },
};

/** A page is kept under its address without tracking parameters (`?utm_source=…`). */
const pageWithoutTracking: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
};

const strategies: Record<Exclude<FileKind, 'editor' | 'elsewhere'>, NetworkFirst | CacheFirst> = {
  page: new NetworkFirst({
    cacheName: cacheOf.page,
    networkTimeoutSeconds,
    plugins: [pageWithoutTracking, fromSavedCatalogue, expiryOf.page.plugin],
  }),
  hashed: new CacheFirst({
    cacheName: cacheOf.hashed,
    plugins: [fromSavedCatalogue, expiryOf.hashed.plugin],
  }),
  named: new NetworkFirst({
    cacheName: cacheOf.named,
    networkTimeoutSeconds,
    plugins: [
      fromSavedCatalogue,
      expiryOf.named.plugin,
      // A section's manifest, new or changed: its code is saved whole (see keepSectionCode).
      {
        cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
          if (isSectionManifest(request.url)) {
            await keepSectionCode(request.url, newResponse, oldResponse ?? undefined);
          }
        },
      },
    ],
  }),
};

/** A manifest's JSON, or undefined when there is none or it is not JSON. */
async function manifestOf(response: Response | undefined): Promise<unknown> {
  try {
    return response ? ((await response.clone().json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Saves every script and stylesheet a section's manifest names (`mf-manifest.json`), once a page
 * of that section has been seen: offline, its pages then do everything they do online (a
 * gallery's lightbox, the comparison tray), not only what the first view happened to load. The
 * code of the release it replaces (`previous`), which no page of the new one asks for, goes.
 */
async function keepSectionCode(
  manifestUrl: string,
  response: Response,
  previous?: Response,
): Promise<void> {
  const manifest = await manifestOf(response);
  if (manifest === undefined) return;
  const entry = sectionEntry(manifest, manifestUrl);
  const files = sectionFiles(manifest, manifestUrl);
  const before = await manifestOf(previous);
  try {
    // The entry is named, not hashed: saved fresh with each new manifest.
    if (entry) await save(entry, cacheNames.data);
    for (const file of files) await save(file, cacheNames.files, { once: true });
    if (before !== undefined) {
      const current = new Set(files);
      const replaced = sectionFiles(before, manifestUrl).filter((file) => !current.has(file));
      const cache = await caches.open(cacheNames.files);
      await Promise.all(replaced.map((file) => cache.delete(file)));
    }
  } catch {
    // Offline now, or storage failing: the next visit of the section tries again.
  }
}

/**
 * Fetches an address and keeps a good answer in `cacheName` (under its key: a page without its
 * tracking parameters); `once` leaves a file already kept (a hashed name never changes). A
 * network failure is thrown to the caller; a storage failure keeps nothing and is thrown too.
 */
async function save(
  url: string,
  cacheName: string,
  { once = false } = {},
): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  const key = cacheName === cacheNames.pages ? pageKey(url) : url;
  if (once && (await cache.match(key))) return undefined;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) return undefined;
  await kept(cacheName, key, () => cache.put(key, response.clone()));
  return response;
}

/** The language of the last page seen, for an address without one (`/`) offline. */
let lastLanguage: Language | undefined;

async function offlinePage(url: URL): Promise<Response> {
  const language = pageLanguage(url.pathname) ?? lastLanguage ?? 'az';
  return (await matchPrecache(offlinePagePath(language))) ?? Response.error();
}

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && fileKind(url, self.location.origin) === 'page',
  async (options) => {
    const url = new URL(options.request.url);
    try {
      const response = await strategies.page.handle(options);
      lastLanguage = pageLanguage(url.pathname) ?? lastLanguage;
      return response;
    } catch {
      return offlinePage(url);
    }
  },
);

for (const kind of ['hashed', 'named'] as const) {
  registerRoute(
    ({ request, url }) =>
      request.mode !== 'navigate' && fileKind(url, self.location.origin) === kind,
    strategies[kind],
  );
}

/**
 * `{ type: 'keep', urls }` from a page: saves what it showed before this worker controlled it
 * (the first page of a visit) and the pages reached inside the site, whose HTML the browser
 * never asked for.
 */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'skip-waiting') {
    void self.skipWaiting();
    return;
  }
  if (data?.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(keep(data.urls.filter((url): url is string => typeof url === 'string')));
});

async function keep(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map(async (address) => {
      const url = new URL(address, self.location.origin).href;
      const kind = fileKind(new URL(url), self.location.origin);
      if (kind === 'editor' || kind === 'elsewhere') return;
      try {
        const previous = isSectionManifest(url)
          ? await (await caches.open(cacheOf[kind])).match(url)
          : undefined;
        const response = await save(url, cacheOf[kind], { once: kind === 'hashed' });
        if (response && isSectionManifest(url)) await keepSectionCode(url, response, previous);
      } catch {
        // Offline now, or storage failing: it is saved the next time it is fetched.
      }
    }),
  );
}

self.addEventListener('activate', (event) => {
  // The first page of a visit is looked after from now on, without a reload.
  event.waitUntil(self.clients.claim());
});

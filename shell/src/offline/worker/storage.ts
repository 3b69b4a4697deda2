/**
 * How the offline worker keeps its caches within bounds: each expires by entries and by age,
 * and a full disk (a quota error) costs what is cheapest to fetch again.
 */
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cacheNames } from './routes';

/** What each cache keeps at most, and for how long after its last use. */
export const limits = {
  /** Pages seen: a visitor's recent pages, two months. */
  page: { cacheName: cacheNames.pages, maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 },
  /** Code, styles and pictures named by their content: longer than the pages that use them. */
  hashed: { cacheName: cacheNames.files, maxEntries: 2000, maxAgeSeconds: 90 * 24 * 3600 },
  /** Manifests, remotes.json, datasheets: revalidated online, a month offline. */
  named: { cacheName: cacheNames.data, maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

type Kind = keyof typeof limits;

/**
 * Per cache: the plugin its strategy uses, and the same rules for what the worker saves itself
 * (a section's code, the pages a visitor reached inside the site). Neither deletes a whole cache
 * on a quota error: `freeSpace` chooses what goes.
 */
export const expiryOf = Object.fromEntries(
  (Object.keys(limits) as Kind[]).map((kind) => {
    const { cacheName, ...rules } = limits[kind];
    return [
      kind,
      {
        plugin: new ExpirationPlugin({ ...rules, purgeOnQuotaError: false }),
        expiration: new CacheExpiration(cacheName, rules),
      },
    ];
  }),
) as Record<Kind, { plugin: ExpirationPlugin; expiration: CacheExpiration }>;

const kindOf = (cacheName: string) =>
  (Object.keys(limits) as Kind[]).find((kind) => limits[kind].cacheName === cacheName);

/**
 * Puts an answer into one of the worker's caches, with its time of use, and expires what is
 * over the cache's limits; a quota error frees space (`freeSpace`) and is thrown on.
 */
export async function kept(cacheName: string, key: string, put: () => Promise<void>) {
  try {
    await put();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'QuotaExceededError') await freeSpace();
    throw error;
  }
  const kind = kindOf(cacheName);
  if (!kind) return;
  const { expiration } = expiryOf[kind];
  await expiration.updateTimestamp(key);
  await expiration.expireEntries();
}

/** A picture among the files named by their content. */
const picture = /\.(?:avif|webp|jpe?g|png|svg|gif)$/i;

/**
 * The disk is full: the pictures of pages seen go (the saved catalogue keeps its own), then the
 * older half of the pages seen. The code and styles stay, so every saved page and the catalogue
 * still run offline. A failing storage frees nothing and fails nothing.
 */
export async function freeSpace(): Promise<void> {
  try {
    const files = await caches.open(cacheNames.files);
    const pictures = (await files.keys()).filter((request) =>
      picture.test(new URL(request.url).pathname),
    );
    await Promise.all(pictures.map((request) => files.delete(request)));
    const pages = await caches.open(cacheNames.pages);
    const count = (await pages.keys()).length;
    await new CacheExpiration(cacheNames.pages, {
      maxEntries: Math.max(1, Math.floor(count / 2)),
    }).expireEntries();
  } catch {
    // Nothing more can be done here; the next request goes to the network.
  }
}

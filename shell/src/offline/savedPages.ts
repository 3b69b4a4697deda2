import type { Language } from '@site/shared/i18n/languages';
import type { SavedPageLink } from '@site/shared/ui/status/OfflinePage';
import { cacheNames, catalogueCacheName } from '@site/shared/offline/offlineCaches';

/** A saved page's name as the page shows it: its heading, else its title. */
export function pageName(html: string): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const name = page.querySelector('h1')?.textContent ?? page.title;
  return name.replace(/\s+/g, ' ').trim();
}

/** The pages of one language in one cache, by address. */
async function pagesIn(name: string, language: Language): Promise<SavedPageLink[]> {
  if (!(await caches.has(name))) return [];
  const cache = await caches.open(name);
  const found = await Promise.all(
    (await cache.keys()).map(async (request): Promise<SavedPageLink | undefined> => {
      const { pathname } = new URL(request.url);
      if (pathname !== `/${language}` && !pathname.startsWith(`/${language}/`)) return undefined;
      const response = await cache.match(request);
      const title = response ? pageName(await response.text()) : '';
      return title ? { path: pathname, title } : undefined;
    }),
  );
  return found.filter((page): page is SavedPageLink => page !== undefined);
}

/**
 * The pages of a language saved on this device, by title: those the offline worker kept as the
 * visitor saw them and those of a catalogue saved for offline use.
 */
export async function savedPages(language: Language): Promise<SavedPageLink[]> {
  if (typeof caches === 'undefined') return [];
  const found = [
    ...(await pagesIn(cacheNames.pages, language)),
    ...(await pagesIn(catalogueCacheName(language), language)),
  ];
  const byPath = new Map(found.map((page) => [page.path, page]));
  return [...byPath.values()].sort((a, b) => a.title.localeCompare(b.title, language));
}

import type { Language } from '@site/shared/i18n/languages';
import type { SavedPageLink } from '@site/shared/ui/status/OfflinePage';
import { cacheNames } from './worker/routes';

/** A saved page's name as the page shows it: its heading, else its title. */
export function pageName(html: string): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const name = page.querySelector('h1')?.textContent ?? page.title;
  return name.replace(/\s+/g, ' ').trim();
}

/** The pages of a language the offline worker has saved on this device, by title. */
export async function savedPages(language: Language): Promise<SavedPageLink[]> {
  if (typeof caches === 'undefined' || !(await caches.has(cacheNames.pages))) return [];
  const cache = await caches.open(cacheNames.pages);
  const found = await Promise.all(
    (await cache.keys()).map(async (request): Promise<SavedPageLink | undefined> => {
      const { pathname } = new URL(request.url);
      if (pathname !== `/${language}` && !pathname.startsWith(`/${language}/`)) return undefined;
      const response = await cache.match(request);
      const title = response ? pageName(await response.text()) : '';
      return title ? { path: pathname, title } : undefined;
    }),
  );
  return found
    .filter((page): page is SavedPageLink => page !== undefined)
    .sort((a, b) => a.title.localeCompare(b.title, language));
}

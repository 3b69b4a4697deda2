import type { i18n as I18n } from 'i18next';
import { sectionOf } from '@site/shared/contract/remotes';
import type { Language } from '@site/shared/i18n/languages';
import { splitLanguage } from '@site/shared/links/sitePath';
import { loadStandInPages } from '../layout/StandIn';
import { keepSectionHtml } from '../sections/keptSectionHtml';
import { arrivedInPlace } from './arrivedAsNotFound';
import { loadSection } from '../sections/loadSection';
import { searchPath } from '../search/searchPath';
import { loadSearchPage } from '../search/SearchRoute';
import { loadSiteSections, seedSectionsFromPage, siteSections } from '../sections/siteSections';

/**
 * Loads what the first render of `pathname` shows: the sections of the site (from the page, or
 * asked for), the remote that owns the page, its words and the page's own module. True when all
 * arrived, so the render matches the prerendered HTML; otherwise the remote's part of the HTML
 * is kept as it is.
 */
export async function prepareFirstRender(
  i18n: I18n,
  pathname: string,
  language: Language,
): Promise<boolean> {
  if (!seedSectionsFromPage()) await loadSiteSections();
  const { path } = splitLanguage(pathname);
  if (path === searchPath) {
    // If it fails, the page shows the error with Retry in place of the search.
    return loadSearchPage().then(
      () => true,
      () => false,
    );
  }
  const owner = arrivedInPlace ? undefined : sectionOf(siteSections()?.mounts ?? {}, path);
  if (!owner) {
    // Not the home page: the not-found or the offline page stands in, so its code comes first.
    if (path !== '' || arrivedInPlace) await loadStandInPages().catch(() => undefined);
    return true;
  }
  try {
    await loadSection(i18n, owner, language, { path });
    return true;
  } catch (error) {
    console.warn(`The remote ${owner} could not be loaded; the page keeps its HTML.`, error);
    keepSectionHtml(owner);
    return false;
  }
}

import type { i18n as I18n } from 'i18next';
import { pageLoaded } from '@site/shared/contract/SectionRoutes';
import { sectionOf } from '@site/shared/contract/remotes';
import { toSiteLanguage } from '@site/shared/i18n/languages';
import { splitLanguage } from '@site/shared/links/sitePath';
import { searchPageLoaded } from '../search/SearchRoute';
import { searchPath } from '../search/searchPath';
import { readySection } from '../sections/loadSection';
import { siteSections } from '../sections/siteSections';

/**
 * Whether the page at `pathname` can show at once, in the language on screen: the home page,
 * or a page whose code and words are loaded (its remote, its module; after the visitor pointed
 * at the link, for example). A language switch or anything still to load is not ready.
 */
export function pageReady(pathname: string, i18n: I18n): boolean {
  const { language, path } = splitLanguage(pathname);
  if (!language || language !== toSiteLanguage(i18n.language)) return false;
  if (path === '') return true;
  if (path === searchPath) return searchPageLoaded();
  const owner = sectionOf(siteSections()?.mounts ?? {}, path);
  const section = owner === undefined ? undefined : readySection(owner);
  return section !== undefined && pageLoaded(section, path, language, i18n);
}

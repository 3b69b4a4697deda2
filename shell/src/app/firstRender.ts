import type { i18n as I18n } from 'i18next';
import { sectionOf, splitLanguage, type Language, type SectionNavigation } from '@site/shared';
import { loadAllNavigation, seedNavigation } from '../sections/navigationStore';
import { loadSection } from '../sections/sectionLoader';

const navigationElementId = 'site-navigation';

/** The menus a prerendered page carries; true when it carries them. */
function seedNavigationFromPage(): boolean {
  const text = document.getElementById(navigationElementId)?.textContent;
  if (!text) return false;
  try {
    seedNavigation(JSON.parse(text) as SectionNavigation[]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads what the first render of `pathname` shows: the section of the page, and the menus of
 * every section unless the page carries them. True when the section arrived, so the render
 * matches the prerendered HTML.
 */
export async function prepareFirstRender(
  i18n: I18n,
  pathname: string,
  language: Language,
): Promise<boolean> {
  const name = sectionOf(splitLanguage(pathname).path.split('/')[0] ?? '');
  const [section] = await Promise.allSettled([
    name ? loadSection(i18n, name, language) : Promise.resolve(undefined),
    seedNavigationFromPage() ? Promise.resolve() : loadAllNavigation(),
  ]);
  return section.status === 'fulfilled';
}

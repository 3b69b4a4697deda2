import type { i18n as I18n } from 'i18next';
import { sectionOf, splitLanguage, type Language } from '@site/shared';
import { loadSection } from '../sections/sectionLoader';
import { loadAllNavigation } from '../sections/navigationStore';

/**
 * Loads what the first render of `pathname` shows: the menus of every section and the section
 * of the page. True when all of it arrived, so the render matches prerendered HTML.
 */
export async function prepareFirstRender(
  i18n: I18n,
  pathname: string,
  language: Language,
): Promise<boolean> {
  const first = splitLanguage(pathname).path.split('/')[0] ?? '';
  const name = sectionOf(first);
  const [section] = await Promise.allSettled([
    name ? loadSection(i18n, name, language) : Promise.resolve(undefined),
    loadAllNavigation(),
  ]);
  return section.status === 'fulfilled';
}

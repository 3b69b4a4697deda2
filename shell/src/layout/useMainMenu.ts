import { useTranslation } from '@site/translation';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { useSiteSections } from '../sections/siteSections';

export interface MenuLink {
  /** Below the language root; '' is the home page. */
  path: string;
  label: string;
}

export interface MenuEntry extends MenuLink {
  /** The link to the entry's own page inside its list ("All services"). */
  overview?: string;
  pages: readonly MenuLink[];
}

/**
 * The top navigation: home, then every top-level page the remotes list in menus, in the order of
 * remotes.json, in the page language. The shell names none of them itself.
 */
export function useMainMenu(): MenuEntry[] {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const sections = useSiteSections();
  const entries: MenuEntry[] = [{ path: '', label: t('nav.home'), pages: [] }];
  for (const [mount, owner] of Object.entries(sections?.mounts ?? {})) {
    const menu = sections?.sections
      .find((section) => section.federationName === owner)
      ?.menus.find((candidate) => candidate.path === mount);
    if (!menu) continue;
    entries.push({
      path: menu.path,
      label: menu.label[language],
      ...(menu.overview ? { overview: menu.overview[language] } : {}),
      pages: menu.pages.map((page) => ({ path: page.path, label: page.label[language] })),
    });
  }
  return entries;
}

import type { i18n as I18n } from 'i18next';
import { sectionOf } from '@site/shared/contract/remotes';
import { splitLanguage } from '@site/shared/links/sitePath';
import { loadSection } from './loadSection';
import { siteSections } from './siteSections';

/**
 * When a visitor points at or focuses a link to another page of a remote, that remote and the
 * page's own module start loading, so the click shows the page at once. A failure here is
 * silent; the click shows it with Retry.
 */
export function prefetchSectionsOnIntent(i18n: I18n): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const { language, path } = splitLanguage(link.pathname);
    const owner = sectionOf(siteSections()?.mounts ?? {}, path);
    if (!language || !owner) return;
    loadSection(i18n, owner, language, { path }).catch(() => undefined);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}

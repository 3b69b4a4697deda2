import type { i18n as I18n } from 'i18next';
import { sectionOf, splitLanguage } from '@site/shared';
import { loadSection, readySection } from './sectionLoader';

/**
 * When a visitor points at or focuses a link to another section, that section's remote starts
 * loading, so the click feels instant. A failure here is silent; the click shows it with Retry.
 */
export function prefetchSectionsOnIntent(i18n: I18n): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const { language, path } = splitLanguage(link.pathname);
    const name = sectionOf(path.split('/')[0] ?? '');
    if (!language || !name || readySection(name)) return;
    loadSection(i18n, name, language).catch(() => undefined);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}

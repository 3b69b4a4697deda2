import type { SectionManifest } from '../contract/manifest';
import { preloadPage, SectionRoutes } from '../contract/SectionRoutes';
import type { Language } from '../i18n/languages';
import { renderWithSite } from './renderWithSite';

/** Renders a remote's page at `path` (below the language root) as the shell does. */
export async function renderSection(
  manifest: SectionManifest,
  { language = 'en', path }: { language?: Language; path: string },
) {
  return renderWithSite(<SectionRoutes manifest={manifest} />, {
    language,
    path,
    loadMessages: manifest.loadMessages,
    prepare: (i18n) => preloadPage(manifest, path, language, i18n),
  });
}

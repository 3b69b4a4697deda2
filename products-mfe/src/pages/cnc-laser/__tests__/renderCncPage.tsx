import { screen } from '@testing-library/react';
import { useLocation } from '@site/router';
import { preloadPage, SectionRoutes } from '@site/shared/contract/SectionRoutes';
import type { Language } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { section } from '../../../section';
import { wordsOf } from '../../../testing/words';

/** Shows the address the visitor is on, so tests can read what the URL became. */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** The address the visitor is on, as the probe shows it. */
export const address = () => screen.getByRole('status', { name: 'address' }).textContent;

/**
 * Renders the CNC laser pages at `path` (below the language root) as the shell mounts them;
 * returns the page's words with it (`t`, `cnc` for the CNC words, `common`).
 */
export async function renderCncPage(path: string, language: Language = 'en') {
  const result = await renderWithSite(
    <>
      <SectionRoutes manifest={section} />
      <AddressProbe />
    </>,
    {
      language,
      path,
      loadMessages: section.loadMessages,
      prepare: (i18n) => preloadPage(section, path, language, i18n),
    },
  );
  return { ...result, ...wordsOf(result.i18n, language) };
}

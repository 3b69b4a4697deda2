import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import type { SectionManifest } from '../contract/manifest';
import { SectionRoutes } from '../contract/SectionRoutes';
import { sectionPages } from '../contract/sectionPages';
import { createSiteI18n } from '../i18n/createSiteI18n';
import { detectVisitorLanguage } from '../i18n/detectLanguage';
import { sitePath, splitLanguage } from '../links/sitePath';
import { loadStandaloneLanguage } from './loadStandaloneLanguage';
import { StandaloneFrame } from './StandaloneFrame';

/**
 * Runs one remote without the shell (`pnpm --filter <remote> dev`), with the same i18n set-up,
 * the same URL scheme and a plain frame listing the remote's pages.
 */
export async function runStandalone(section: SectionManifest) {
  const language = splitLanguage(location.pathname).language ?? detectVisitorLanguage();
  const i18n = await createSiteI18n(language);
  await loadStandaloneLanguage(i18n, section, language);
  const firstPage = sectionPages(section)[0] ?? '';
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Routes>
            <Route index element={<Navigate replace to={sitePath(language, firstPage)} />} />
            <Route
              path=":lng/*"
              element={
                <StandaloneFrame section={section}>
                  <Suspense fallback={null}>
                    <SectionRoutes manifest={section} />
                  </Suspense>
                </StandaloneFrame>
              }
            />
          </Routes>
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}

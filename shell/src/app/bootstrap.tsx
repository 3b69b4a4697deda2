import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { splitLanguage } from '@site/shared';
import { createSiteI18n, detectVisitorLanguage } from '@site/shared/i18n';
import { applyLanguage } from '../i18n/applyLanguage';
import { loadAllNavigation } from '../sections/navigationStore';
import { App } from './App';

/** Makes the one i18next instance, loads the page language, then renders. */
export async function bootstrap(): Promise<void> {
  const language = splitLanguage(location.pathname).language ?? detectVisitorLanguage();
  const i18n = await createSiteI18n(language);
  try {
    await applyLanguage(i18n, language);
  } catch (error) {
    console.error('Could not load the words of the page', error);
  }
  loadAllNavigation();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { splitLanguage } from '@site/shared';
import { createSiteI18n, detectVisitorLanguage } from '@site/shared/i18n';
import { applyLanguage } from '../i18n/applyLanguage';
import { loadAllNavigation } from '../sections/navigationStore';
import { prefetchSectionsOnIntent } from '../sections/prefetchOnIntent';
import { App } from './App';
import { prepareFirstRender } from './firstRender';
import { RenderMark } from './RenderMark';
import { exposePrerender } from './prerender';

/**
 * Makes the one i18next instance and loads the page language. A prerendered page is hydrated
 * once its section and menus are loaded; if they cannot load, the page renders afresh, showing
 * the section's error with Retry.
 */
export async function bootstrap(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const language = splitLanguage(location.pathname).language ?? detectVisitorLanguage();
  const i18n = await createSiteI18n(language);
  try {
    await applyLanguage(i18n, language);
  } catch (error) {
    console.error('Could not load the words of the page', error);
  }
  const prerendered = root.hasChildNodes();
  const ready =
    prerendered || window.__SITE_PRERENDER__
      ? await prepareFirstRender(i18n, location.pathname, language)
      : false;
  if (!prerendered) void loadAllNavigation();
  if (window.__SITE_PRERENDER__) return exposePrerender(i18n);

  // The HTML shows a page without query; a filter in the address (?category=) renders afresh.
  const hydrate = prerendered && ready && location.search === '';
  const app = (
    <StrictMode>
      <App i18n={i18n} />
      <RenderMark mode={hydrate ? 'hydrated' : 'client'} />
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread: the page already shows, and a tap during hydration is not kept waiting.
    startTransition(() => {
      hydrateRoot(root, app, {
        // HTML older than a remote's latest deploy (its team has not prerendered yet) differs
        // from what the remote renders now; React renders that part afresh, the page stays whole.
        onRecoverableError: (error) =>
          console.warn('The prerendered HTML was out of date; rendered afresh.', error),
      });
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  prefetchSectionsOnIntent(i18n);
}

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from './reactDomClient';
import { createSiteI18n } from '@site/shared/i18n/createSiteI18n';
import { toSiteLanguage } from '@site/shared/i18n/languages';
import { splitLanguage } from '@site/shared/links/sitePath';
import { applyLanguage } from '../i18n/applyLanguage';
import { loadFallbackLanguages } from '../i18n/messageLoaders';
import { notePageForOffline, registerOfflineWorker } from '../offline/keepOffline';
import { prefetchSectionsOnIntent } from '../sections/prefetchSectionsOnIntent';
import { refreshSiteSections } from '../sections/siteSections';
import { App } from './App';
import { arrivedInPlace } from './arrivedAsNotFound';
import { prepareFirstRender } from './firstRender';
import { nextTask } from './nextTask';
import { RenderMark } from './RenderMark';
import { whenIdle } from './whenIdle';

/** The visitor's language for an address without one: stored choice, browser, then az. */
async function visitorLanguage() {
  const { detectVisitorLanguage } = await import('@site/shared/i18n/detectLanguage');
  return detectVisitorLanguage();
}

/**
 * Makes the one i18next instance, loads the page's words and what its first render shows, then
 * adopts the prerendered HTML (or renders afresh). If the page's remote cannot load, a
 * prerendered page keeps its content and shows a notice with Retry.
 */
export async function bootstrap(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // A not-found page for an address without a language is in the one the server chose.
  const language =
    splitLanguage(location.pathname).language ??
    (arrivedInPlace ? toSiteLanguage(document.documentElement.lang) : undefined) ??
    (await visitorLanguage());
  const i18n = await createSiteI18n(language, {
    onMissingKey: () => void loadFallbackLanguages(i18n),
  });
  await nextTask();
  try {
    await applyLanguage(i18n, language);
  } catch (error) {
    console.error('Could not load the words of the page', error);
  }
  await nextTask();
  const prerendered = root.hasChildNodes();
  const ready = await prepareFirstRender(i18n, location.pathname, language);
  // The prerender's hooks load only in the prerender, never with a visitor's page.
  if (window.__SITE_PRERENDER__) return (await import('./prerender')).exposePrerender(i18n);
  await nextTask();

  // The HTML shows a page without query; a filter in the address (?category=) renders afresh.
  const hydrate = prerendered && location.search === '';
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
  if (ready) whenIdle(refreshSiteSections, 5000);
  // The built site only: the development servers have no worker to register.
  if (import.meta.env.PROD) {
    notePageForOffline();
    whenIdle(registerOfflineWorker, 5000);
  }
}

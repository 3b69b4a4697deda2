import type { i18n as I18n } from 'i18next';
import { sectionNames, type SectionName, type SectionNavigation } from '@site/shared';
import { loadedNavigation } from '../sections/navigationStore';
import { loadSectionModule } from '../federation/loadSection';
import { App } from './App';

export interface PrerenderResult {
  /** The markup of #root, rendered by React's server renderer so that it hydrates. */
  html: string;
  /** Every path below the language root, the shell's and those the remotes declare. */
  paths: string[];
  /** The menus of every section, carried in the HTML so the page need not load each remote. */
  navigation: SectionNavigation[];
}

declare global {
  interface Window {
    /** Set by the prerender script before the page loads. */
    __SITE_PRERENDER__?: boolean;
    __sitePrerender?: () => Promise<PrerenderResult>;
  }
}

async function sectionPaths(name: SectionName): Promise<readonly string[]> {
  try {
    return (await loadSectionModule(name)).paths;
  } catch {
    return [];
  }
}

/** Lets the build's prerender script take this page's HTML once everything it shows is loaded. */
export function exposePrerender(i18n: I18n): void {
  window.__sitePrerender = async () => {
    const [{ renderToString }, { StaticRouter }] = await Promise.all([
      import('react-dom/server'),
      import('react-router-dom'),
    ]);
    const location = `${window.location.pathname}${window.location.search}`;
    const html = renderToString(
      <App
        i18n={i18n}
        router={(routes) => <StaticRouter location={location}>{routes}</StaticRouter>}
      />,
    );
    const nested = await Promise.all(sectionNames.map(sectionPaths));
    return { html, paths: ['', ...nested.flat()], navigation: loadedNavigation() };
  };
}

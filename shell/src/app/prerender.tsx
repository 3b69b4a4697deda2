import type { i18n as I18n } from 'i18next';
import type { SectionAlias } from '@site/shared/contract/manifest';
import {
  sectionPagesByRoute,
  summarizeSection,
  unlistedPages,
} from '@site/shared/contract/sectionPages';
import { splitLanguage } from '@site/shared/links/sitePath';
import { applyLanguage } from '../i18n/applyLanguage';
import { loadSectionManifest } from '../sections/loadSectionManifest';
import { loadRemotesConfig } from '../sections/loadRemotesConfig';
import type { SiteSections } from '../sections/siteSections';
import { searchPath } from '../search/searchPath';
import { prepareFirstRender } from './firstRender';

/** What the prerender script learns once: the sections, every page and every old address. */
export interface SiteDescription extends SiteSections {
  /** Every page below the language root, by the remote that owns it ('' = the shell's home). */
  pages: Record<string, readonly string[]>;
  /** The same pages grouped by route: the pages of one route show the same page module. */
  routes: Record<string, readonly (readonly string[])[]>;
  /** Pages left out of the sitemap and the site search (noindex). */
  unlisted: readonly string[];
  aliases: readonly SectionAlias[];
  /** Remotes that could not be loaded: their pages are left as they were. */
  unavailable: readonly string[];
}

declare global {
  interface Window {
    /** Set by the prerender script before the page loads. */
    __SITE_PRERENDER__?: boolean;
    /** The sections, given to each page by the prerender script once it has described the site. */
    __SITE_SECTIONS__?: SiteSections;
    __siteDescribe?: () => Promise<SiteDescription>;
    /** This page's HTML, or that of `location` (`/en/products`), rendered in this document. */
    __sitePrerender?: (location?: string) => Promise<{ html: string }>;
  }
}

/** The shell's own pages, each its own route: home and the site search. */
const shellRoutes = [[''], [searchPath]];
const shellUnlistedPages = [searchPath];

async function describeSite(): Promise<SiteDescription> {
  const { remotes, mounts } = await loadRemotesConfig();
  const names = Object.keys(remotes);
  const loaded = await Promise.allSettled(names.map((name) => loadSectionManifest(name)));
  const manifests = loaded.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const routes: Record<string, string[][]> = Object.fromEntries([
    ['', shellRoutes],
    ...manifests.map((manifest) => [manifest.federationName, sectionPagesByRoute(manifest)]),
  ]);
  return {
    mounts,
    sections: manifests.map(summarizeSection),
    pages: Object.fromEntries(
      Object.entries(routes).map(([owner, pages]) => [owner, pages.flat()]),
    ),
    routes,
    unlisted: [...shellUnlistedPages, ...manifests.flatMap(unlistedPages)],
    aliases: manifests.flatMap((manifest) => manifest.aliases ?? []),
    unavailable: names.filter((_name, index) => loaded[index]?.status === 'rejected'),
  };
}

/**
 * Takes this document to another page without a load: its address, its language's words, its
 * section and page module, as a visitor's first load of it would have them. The prerender
 * renders the pages of one route in one document this way (tooling/prerender/writePages.js).
 */
async function arriveAt(i18n: I18n, location: string): Promise<void> {
  window.history.replaceState(window.history.state, '', location);
  const { pathname } = window.location;
  const { language } = splitLanguage(pathname);
  if (!language) throw new Error(`${location} names no language`);
  await applyLanguage(i18n, language);
  await prepareFirstRender(i18n, pathname, language);
}

/** Lets the build's prerender script describe the site and take this page's HTML. */
export function exposePrerender(i18n: I18n): void {
  window.__siteDescribe = describeSite;
  window.__sitePrerender = async (location) => {
    if (location !== undefined) await arriveAt(i18n, location);
    const { renderPage } = await import('./staticRender');
    return { html: renderPage(i18n, `${window.location.pathname}${window.location.search}`) };
  };
}

import type { i18n as I18n } from 'i18next';
import type { SectionAlias } from '@site/shared/contract/manifest';
import { sectionPages, summarizeSection, unlistedPages } from '@site/shared/contract/sectionPages';
import { loadSectionManifest } from '../sections/loadSectionManifest';
import { loadRemotesConfig } from '../sections/loadRemotesConfig';
import type { SiteSections } from '../sections/siteSections';
import { searchPath } from '../search/searchPath';

/** What the prerender script learns once: the sections, every page and every old address. */
export interface SiteDescription extends SiteSections {
  /** Every page below the language root, by the remote that owns it ('' = the shell's home). */
  pages: Record<string, readonly string[]>;
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
    __sitePrerender?: () => Promise<{ html: string }>;
  }
}

/** The shell's own pages: home and the site search. */
const shellPages = ['', searchPath];
const shellUnlistedPages = [searchPath];

async function describeSite(): Promise<SiteDescription> {
  const { remotes, mounts } = await loadRemotesConfig();
  const names = Object.keys(remotes);
  const loaded = await Promise.allSettled(names.map((name) => loadSectionManifest(name)));
  const manifests = loaded.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  return {
    mounts,
    sections: manifests.map(summarizeSection),
    pages: Object.fromEntries([
      ['', shellPages],
      ...manifests.map((manifest) => [manifest.federationName, sectionPages(manifest)]),
    ]),
    unlisted: [...shellUnlistedPages, ...manifests.flatMap(unlistedPages)],
    aliases: manifests.flatMap((manifest) => manifest.aliases ?? []),
    unavailable: names.filter((_name, index) => loaded[index]?.status === 'rejected'),
  };
}

/** Lets the build's prerender script describe the site and take this page's HTML. */
export function exposePrerender(i18n: I18n): void {
  window.__siteDescribe = describeSite;
  window.__sitePrerender = async () => {
    const { renderPage } = await import('./staticRender');
    return { html: renderPage(i18n, `${window.location.pathname}${window.location.search}`) };
  };
}

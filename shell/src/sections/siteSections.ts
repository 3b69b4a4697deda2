import { useSyncExternalStore } from 'react';
import type { SectionSummary } from '@site/shared/contract/manifest';
import { summarizeSection } from '@site/shared/contract/sectionPages';
import { loadOnce } from '@site/shared/loading/loadOnce';
import { loadSectionManifest } from './loadSectionManifest';
import { loadRemotesConfig } from './loadRemotesConfig';

/**
 * What the shell knows of the remotes before loading them: which remote owns each top-level
 * path (from remotes.json, in menu order) and each remote's menus and home cards. A prerendered
 * page carries it; the prerender also writes it to `/sections.json`.
 */
export interface SiteSections {
  mounts: Readonly<Record<string, string>>;
  sections: readonly SectionSummary[];
}

export const sectionsElementId = 'site-sections';
const sectionsUrl = '/sections.json';

let current: SiteSections | undefined;
const listeners = new Set<() => void>();

function publish(next: SiteSections) {
  current = next;
  listeners.forEach((listener) => listener());
}

function isSiteSections(value: unknown): value is SiteSections {
  const candidate = value as Partial<SiteSections> | null;
  return (
    typeof candidate?.mounts === 'object' &&
    candidate.mounts !== null &&
    Array.isArray(candidate.sections) &&
    candidate.sections.every((section) => Array.isArray(section?.menus))
  );
}

/** The sections a prerendered page carries (or the prerender gives); false when none. */
export function seedSectionsFromPage(): boolean {
  if (window.__SITE_SECTIONS__ && isSiteSections(window.__SITE_SECTIONS__)) {
    publish(window.__SITE_SECTIONS__);
    return true;
  }
  const text = document.getElementById(sectionsElementId)?.textContent;
  if (!text) return false;
  try {
    const value: unknown = JSON.parse(text);
    if (!isSiteSections(value)) return false;
    publish(value);
    return true;
  } catch {
    return false;
  }
}

async function fetchSections(): Promise<SiteSections> {
  const response = await fetch(sectionsUrl, { cache: 'no-cache' });
  const value: unknown = response.ok ? await response.json() : undefined;
  if (!isSiteSections(value)) throw new Error(`${sectionsUrl} answered ${response.status}`);
  return value;
}

/** Without sections.json (a host that serves files only, before any prerender): ask each remote. */
async function askEveryRemote(): Promise<SiteSections> {
  const { remotes, mounts } = await loadRemotesConfig();
  const loaded = await Promise.allSettled(
    Object.keys(remotes).map(async (name) => summarizeSection(await loadSectionManifest(name))),
  );
  const sections = loaded.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  return { mounts, sections };
}

const learnSections = loadOnce(() => fetchSections().catch(askEveryRemote).then(publish));

/** Learns the sections when the page carried none; each failure may be tried again. */
export function loadSiteSections(): Promise<void> {
  return learnSections().catch((error: unknown) => {
    console.error('Could not learn the sections of the site', error);
  });
}

/** The sections as the page shows them: a page other than home carries no home cards. */
function shown(sections: SiteSections, withHomeLinks: boolean): string {
  return JSON.stringify({
    mounts: sections.mounts,
    sections: sections.sections.map((section) => ({
      ...section,
      homeLinks: withHomeLinks ? section.homeLinks : [],
    })),
  });
}

/**
 * After the page has settled, takes newer menus if a team has prerendered its section since
 * this page's HTML was made (a new top-level page shows in the header without a shell release).
 * When only the home cards are new (a page other than home carries none), nothing on screen
 * changes: they are kept for a visit to home without re-rendering the page.
 */
export function refreshSiteSections(): void {
  fetchSections()
    .then((fresh) => {
      const withHomeLinks = Boolean(current?.sections.some((section) => section.homeLinks.length));
      if (!current || shown(fresh, withHomeLinks) !== shown(current, withHomeLinks)) publish(fresh);
      else current = fresh;
    })
    .catch(() => undefined);
}

/** A mount remotes.json names that this page did not know yet (added after its HTML was made). */
export async function learnMount(mount: string): Promise<string | undefined> {
  const { mounts } = await loadRemotesConfig();
  const owner = mounts[mount];
  if (owner && current && current.mounts[mount] !== owner) {
    publish({ ...current, mounts: { ...current.mounts, [mount]: owner } });
  }
  return owner;
}

export function siteSections(): SiteSections | undefined {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The sections as far as they are known (undefined while a page without them asks). */
export function useSiteSections(): SiteSections | undefined {
  return useSyncExternalStore(subscribe, siteSections, siteSections);
}

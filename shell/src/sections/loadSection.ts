import type { i18n as I18n } from 'i18next';
import type { SectionManifest } from '@site/shared/contract/manifest';
import { preloadPage } from '@site/shared/contract/SectionRoutes';
import type { Language } from '@site/shared/i18n/languages';
import { loadOnce } from '@site/shared/loading/loadOnce';
import { loadSectionManifest, sectionTimeout } from './loadSectionManifest';
import { withTimeout } from './withTimeout';
import { addMessageLoader, loadMessagesOf } from '../i18n/messageLoaders';
import { nextTask } from '../app/nextTask';

/** Remotes whose manifest and words are loaded, so a page can render them at once. */
const ready = new Map<string, SectionManifest>();

interface SectionRequest {
  i18n: I18n;
  federationName: string;
  language: Language;
  path: string | undefined;
  fresh: boolean;
}

async function loadReadySection({ i18n, federationName, language, path, fresh }: SectionRequest) {
  const section = await loadSectionManifest(federationName, fresh);
  await nextTask();
  addMessageLoader(section.loadMessages);
  const timeout = await sectionTimeout();
  await withTimeout(
    Promise.all([
      loadMessagesOf(i18n, section.loadMessages, language),
      path === undefined ? undefined : preloadPage(section, path, language, i18n),
    ]),
    timeout,
    `${federationName} words and page`,
  );
  await nextTask();
  ready.set(federationName, section);
  return section;
}

/** One load per remote, language and page. */
const sectionLoads = loadOnce(
  loadReadySection,
  ({ federationName, language, path }: SectionRequest) =>
    `${federationName}:${language}:${path ?? ''}`,
);

/**
 * Loads a remote and its words for `language`, and the page at `path` if one is given, once;
 * a failure is forgotten, and `fresh` loads it again (Retry). Two callers asking at once (a
 * hovered link, then the click) share one load.
 */
export function loadSection(
  i18n: I18n,
  federationName: string,
  language: Language,
  { fresh = false, path }: { fresh?: boolean; path?: string } = {},
): Promise<SectionManifest> {
  // Retry forgets every load, so a page of the remote loaded before gets the fresh remote too.
  if (fresh) sectionLoads.forget();
  return sectionLoads({ i18n, federationName, language, path, fresh });
}

/** The remote, if it is loaded already (then the first render shows it, as prerendered). */
export function readySection(federationName: string): SectionManifest | undefined {
  return ready.get(federationName);
}

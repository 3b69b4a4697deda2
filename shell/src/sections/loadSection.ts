import type { i18n as I18n } from 'i18next';
import type { SectionManifest } from '@site/shared/contract/manifest';
import { preloadPage } from '@site/shared/contract/SectionRoutes';
import type { Language } from '@site/shared/i18n/languages';
import { loadSectionManifest, sectionTimeout } from './loadSectionManifest';
import { withTimeout } from './withTimeout';
import { addMessageLoader, loadMessagesOf } from '../i18n/messageLoaders';
import { nextTask } from '../app/nextTask';

/** Remotes whose manifest and words are loaded, so a page can render them at once. */
const ready = new Map<string, SectionManifest>();

const pending = new Map<string, Promise<SectionManifest>>();

/**
 * Loads a remote and its words for `language`, and the page at `path` if one is given;
 * `fresh` loads it again after a failure (Retry). Two callers asking at once (a hovered link,
 * then the click) share one load.
 */
export function loadSection(
  i18n: I18n,
  federationName: string,
  language: Language,
  { fresh = false, path }: { fresh?: boolean; path?: string } = {},
): Promise<SectionManifest> {
  const key = `${federationName}:${language}:${path ?? ''}`;
  const running = pending.get(key);
  if (running && !fresh) return running;
  const load = loadOnce(i18n, federationName, language, fresh, path).finally(() =>
    pending.delete(key),
  );
  pending.set(key, load);
  return load;
}

async function loadOnce(
  i18n: I18n,
  federationName: string,
  language: Language,
  fresh: boolean,
  path: string | undefined,
) {
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

/** The remote, if it is loaded already (then the first render shows it, as prerendered). */
export function readySection(federationName: string): SectionManifest | undefined {
  return ready.get(federationName);
}

import type { i18n as I18n } from 'i18next';
import type { Language, SectionModule, SectionName } from '@site/shared';
import { loadSectionModule, sectionTimeout } from '../federation/loadSection';
import { withTimeout } from '../federation/withTimeout';
import { addMessageLoader, loadMessagesOf } from '../i18n/messageLoaders';
import { retryNavigation } from './navigationStore';

/** Sections whose module and words are loaded, so a page can render them at once. */
const ready = new Map<SectionName, SectionModule>();

const pending = new Map<string, Promise<SectionModule>>();

/**
 * Loads a remote and its words for `language`; `fresh` loads it again after a failure (Retry).
 * Two callers asking at once (a hovered link, then the click) share one load.
 */
export function loadSection(
  i18n: I18n,
  name: SectionName,
  language: Language,
  fresh = false,
): Promise<SectionModule> {
  const key = `${name}:${language}`;
  const running = pending.get(key);
  if (running && !fresh) return running;
  const load = loadOnce(i18n, name, language, fresh).finally(() => pending.delete(key));
  pending.set(key, load);
  return load;
}

async function loadOnce(i18n: I18n, name: SectionName, language: Language, fresh: boolean) {
  const section = await loadSectionModule(name, fresh);
  addMessageLoader(section.loadMessages);
  const timeout = await sectionTimeout();
  await withTimeout(
    loadMessagesOf(i18n, section.loadMessages, language),
    timeout,
    `${name} messages`,
  );
  ready.set(name, section);
  retryNavigation(name);
  return section;
}

/** The section, if it is loaded already (then the first render shows it, as prerendered). */
export function readySection(name: SectionName): SectionModule | undefined {
  return ready.get(name);
}

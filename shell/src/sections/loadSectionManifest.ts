import type { SectionManifest } from '@site/shared/contract/manifest';
import { forgetRemotesConfig, loadRemotesConfig } from './loadRemotesConfig';
import { nextTask } from '../app/nextTask';
import { withTimeout } from './withTimeout';

export class SectionUnavailableError extends Error {
  override name = 'SectionUnavailableError';
}

const registered = new Map<string, string>();

/** The time limit for one remote, from remotes.json. */
export async function sectionTimeout(): Promise<number> {
  return (await loadRemotesConfig()).loadTimeoutMs;
}

/**
 * Loads a remote's manifest (`<name>/section`); `fresh` reads remotes.json again and drops what
 * the runtime cached, so Retry really loads the remote again.
 */
export async function loadSectionManifest(
  federationName: string,
  fresh = false,
): Promise<SectionManifest> {
  if (fresh) forgetRemotesConfig();
  const config = await loadRemotesConfig();
  const entry = config.remotes[federationName];
  if (!entry)
    throw new SectionUnavailableError(`remotes.json names no entry for ${federationName}`);
  const { federation } = await import('./federationRuntime');
  await nextTask();
  if (fresh || registered.get(federationName) !== entry) {
    federation.registerRemotes([{ name: federationName, entry }], {
      force: registered.has(federationName),
    });
    registered.set(federationName, entry);
  }
  const id = `${federationName}/section`;
  // loadRemote has no timeout of its own: a host that accepts and never answers would spin forever.
  const loaded = await withTimeout(
    federation.loadRemote<{ section?: SectionManifest }>(id),
    config.loadTimeoutMs,
    id,
  );
  const section = loaded?.section;
  if (
    !section ||
    !Array.isArray(section.routes) ||
    typeof section.loadMessages !== 'function' ||
    section.federationName !== federationName
  ) {
    throw new SectionUnavailableError(`${id} is not a section manifest`);
  }
  return section;
}

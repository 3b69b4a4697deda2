import { loadRemote, registerRemotes } from '@module-federation/runtime';
import {
  exposedModules,
  federationNames,
  type SectionModule,
  type SectionName,
  type SectionNavigation,
} from '@site/shared';
import { defaultLoadTimeoutMs, forgetRemotesConfig, loadRemotesConfig } from './remotesConfig';
import { withTimeout } from './withTimeout';

export class SectionUnavailableError extends Error {
  override name = 'SectionUnavailableError';
}

const registered = new Map<SectionName, string>();

async function prepareRemote(name: SectionName, fresh: boolean): Promise<number> {
  if (fresh) forgetRemotesConfig();
  const config = await loadRemotesConfig();
  const entry = config.remotes[name];
  if (!entry) throw new SectionUnavailableError(`remotes.json names no entry for ${name}`);
  if (fresh || registered.get(name) !== entry) {
    // force drops what the runtime cached for this remote, so Retry really loads it again.
    registerRemotes([{ name: federationNames[name], entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  return config.loadTimeoutMs ?? defaultLoadTimeoutMs;
}

async function loadExposed<T>(name: SectionName, module: string, fresh: boolean): Promise<T> {
  const timeout = await prepareRemote(name, fresh);
  const id = `${federationNames[name]}/${module.replace(/^\.\//, '')}`;
  // loadRemote has no timeout of its own: a host that accepts and never answers would spin forever.
  const loaded = await withTimeout(loadRemote<Record<string, unknown>>(id), timeout, id);
  if (!loaded) throw new SectionUnavailableError(`${id} gave nothing`);
  return loaded as T;
}

export async function loadSectionModule(name: SectionName, fresh = false): Promise<SectionModule> {
  const { section } = await loadExposed<{ section?: SectionModule }>(
    name,
    exposedModules.section,
    fresh,
  );
  if (
    !section ||
    typeof section.Routes !== 'function' ||
    typeof section.loadMessages !== 'function'
  ) {
    throw new SectionUnavailableError(`${name} does not export a section`);
  }
  return section;
}

export async function loadSectionNavigation(name: SectionName): Promise<SectionNavigation> {
  const { navigation } = await loadExposed<{ navigation?: SectionNavigation }>(
    name,
    exposedModules.navigation,
    false,
  );
  if (!navigation || !Array.isArray(navigation.items)) {
    throw new SectionUnavailableError(`${name} does not export its navigation`);
  }
  return navigation;
}

export async function sectionTimeout(): Promise<number> {
  try {
    return (await loadRemotesConfig()).loadTimeoutMs ?? defaultLoadTimeoutMs;
  } catch {
    return defaultLoadTimeoutMs;
  }
}

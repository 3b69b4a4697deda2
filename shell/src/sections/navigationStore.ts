import { useEffect, useSyncExternalStore } from 'react';
import { sectionNames, type SectionName, type SectionNavigation } from '@site/shared';
import { loadSectionNavigation } from '../federation/loadSection';

type Entry =
  { status: 'loading' } | { status: 'ready'; navigation: SectionNavigation } | { status: 'failed' };

const entries = new Map<SectionName, Entry>();
const listeners = new Set<() => void>();

function set(name: SectionName, entry: Entry) {
  entries.set(name, entry);
  listeners.forEach((listener) => listener());
}

const pending = new Map<SectionName, Promise<void>>();

function load(name: SectionName): Promise<void> {
  const entry = entries.get(name);
  if (entry && entry.status !== 'failed') return pending.get(name) ?? Promise.resolve();
  set(name, { status: 'loading' });
  const done = loadSectionNavigation(name).then(
    (navigation) => set(name, { status: 'ready', navigation }),
    () => set(name, { status: 'failed' }),
  );
  pending.set(name, done);
  return done;
}

/**
 * Loads the menus of every section; the header shows each as soon as it arrives. The promise
 * settles when each has loaded or failed.
 */
export function loadAllNavigation(): Promise<void> {
  return Promise.all(sectionNames.map(load)).then(() => undefined);
}

/** Menus that came with the page (prerendered HTML carries them), so no remote loads for them. */
export function seedNavigation(list: readonly SectionNavigation[]): void {
  for (const navigation of list) {
    if (sectionNames.includes(navigation.name) && Array.isArray(navigation.items)) {
      set(navigation.name, { status: 'ready', navigation });
    }
  }
}

/** The menus loaded so far, for the prerendered HTML. */
export function loadedNavigation(): SectionNavigation[] {
  return [...entries.values()].flatMap((entry) =>
    entry.status === 'ready' ? [entry.navigation] : [],
  );
}

/** A section that loaded after a failure gets its menu back too. */
export function retryNavigation(name: SectionName): void {
  if (entries.get(name)?.status === 'failed') load(name);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The pages a section lists in menus, or undefined while unknown (the section link still works). */
export function useSectionNavigation(name: SectionName): SectionNavigation | undefined {
  useEffect(() => {
    void load(name);
  }, [name]);
  const snapshot = () => entries.get(name);
  const entry = useSyncExternalStore(subscribe, snapshot, snapshot);
  return entry?.status === 'ready' ? entry.navigation : undefined;
}

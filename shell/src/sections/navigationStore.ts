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

function load(name: SectionName) {
  const entry = entries.get(name);
  if (entry && entry.status !== 'failed') return;
  set(name, { status: 'loading' });
  loadSectionNavigation(name).then(
    (navigation) => set(name, { status: 'ready', navigation }),
    () => set(name, { status: 'failed' }),
  );
}

/** Starts loading the menus of every section; the header shows each as soon as it arrives. */
export function loadAllNavigation(): void {
  sectionNames.forEach(load);
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
  useEffect(() => load(name), [name]);
  const entry = useSyncExternalStore(subscribe, () => entries.get(name));
  return entry?.status === 'ready' ? entry.navigation : undefined;
}

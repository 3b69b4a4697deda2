import { useSyncExternalStore } from 'react';

/**
 * A list the visitor keeps across pages, reloads, languages and tabs (the quote request, the
 * comparison tray), kept in local storage under one key as `{ "version": n, "items": [...] }`.
 *
 * Every app bundles its own copy of shared/ (a remote may be built against a newer one than the
 * shell), so the copies on one page do not share memory: each reads the same storage key, and a
 * change is announced on `window` (`site-list-change`, for the other copies in this tab) and by
 * the browser's `storage` event (for other tabs). When storage is blocked or full the list lives
 * in a page-wide object on `window`, which every copy finds, so the copies still agree for the
 * rest of the visit.
 */

const changeEvent = 'site-list-change';

interface Envelope<Item> {
  version: number;
  items: Item[];
}

export interface StoredListOptions<Item> {
  /** The local-storage key. */
  key: string;
  /** The format's version; data of another version is not read as this one. */
  version: number;
  /** Checks one stored item; a malformed item is dropped, never shown. */
  readItem: (value: unknown) => Item | undefined;
  /** The most items the list keeps. */
  limit: number;
}

export interface StoredList<Item> {
  read(): readonly Item[];
  write(update: (items: readonly Item[]) => readonly Item[]): void;
  subscribe(onChange: () => void): () => void;
}

declare global {
  interface Window {
    /** Lists that could not be stored, shared by every copy of this module on the page. */
    __siteListsInMemory?: Record<string, string>;
  }
}

const memory = (): Record<string, string> => (window.__siteListsInMemory ??= {});

function readRaw(key: string): string | null {
  if (Object.hasOwn(memory(), key)) return memory()[key] ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
    delete memory()[key];
  } catch {
    // Blocked (privacy mode, a policy) or full: the list lives on for this visit.
    memory()[key] = value;
  }
}

const none: readonly never[] = Object.freeze([]);

export function createStoredList<Item>({
  key,
  version,
  readItem,
  limit,
}: StoredListOptions<Item>): StoredList<Item> {
  let cached: { raw: string | null; items: readonly Item[] } | undefined;

  function parse(raw: string | null): readonly Item[] {
    if (!raw) return none;
    try {
      const data = JSON.parse(raw) as Partial<Envelope<unknown>> | null;
      if (!data || data.version !== version || !Array.isArray(data.items)) return none;
      return data.items
        .map(readItem)
        .filter((item): item is Item => item !== undefined)
        .slice(0, limit);
    } catch {
      // Not JSON (edited by hand, cut short): an empty list, and the next change replaces it.
      return none;
    }
  }

  /** The same array for the same stored text, as useSyncExternalStore needs. */
  function read(): readonly Item[] {
    if (typeof window === 'undefined') return none;
    const raw = readRaw(key);
    if (!cached || cached.raw !== raw) cached = { raw, items: parse(raw) };
    return cached.items;
  }

  function write(update: (items: readonly Item[]) => readonly Item[]): void {
    const items = update(read()).slice(0, limit);
    const envelope: Envelope<Item> = { version, items: [...items] };
    writeRaw(key, JSON.stringify(envelope));
    window.dispatchEvent(new CustomEvent(changeEvent, { detail: { key } }));
  }

  function subscribe(onChange: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    const onLocal = (event: Event) => {
      if ((event as CustomEvent<{ key: string }>).detail?.key === key) onChange();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(changeEvent, onLocal);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(changeEvent, onLocal);
    };
  }

  return { read, write, subscribe };
}

/** The list's items; empty in the prerendered HTML, filled in as the page is adopted. */
export function useStoredList<Item>(list: StoredList<Item>): readonly Item[] {
  return useSyncExternalStore(list.subscribe, list.read, () => none);
}

/** A loader that loads each key once; see {@link loadOnce}. */
export interface OnceLoader<Value, Key> {
  (key: Key): Promise<Value>;
  /** Forgets one key, or every key, so the next call loads again (Retry after a success). */
  forget(key?: Key): void;
}

/**
 * Loads each key once and gives every caller the same promise; a load that fails is
 * forgotten, so the next call (Retry) loads again. `loadOnce(() => fetch(...))` for one thing,
 * `loadOnce((language: Language) => ...)` for one per key.
 */
export function loadOnce<Value, Key = void>(
  load: (key: Key) => Promise<Value>,
): OnceLoader<Value, Key> {
  const loads = new Map<Key, Promise<Value>>();
  const loader = (key: Key) => {
    const known = loads.get(key);
    if (known) return known;
    const loading = load(key);
    loads.set(key, loading);
    loading.catch(() => {
      if (loads.get(key) === loading) loads.delete(key);
    });
    return loading;
  };
  return Object.assign(loader, {
    forget(key?: Key) {
      if (key === undefined) loads.clear();
      else loads.delete(key);
    },
  });
}

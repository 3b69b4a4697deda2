/** A loader that loads each key once; see {@link loadOnce}. */
export interface OnceLoader<Value, Key> {
  (key: Key): Promise<Value>;
  /** Forgets one key, or every key, so the next call loads again (Retry after a success). */
  forget(key?: Key): void;
}

/**
 * Loads each key once and gives every caller the same promise; a load that fails is
 * forgotten, so the next call (Retry) loads again. `loadOnce(() => fetch(...))` for one thing,
 * `loadOnce((language: Language) => ...)` for one per key. A key that carries more than what
 * names the load (the i18n instance to fill, say) gives `idOf`: keys with one id are one load.
 */
export function loadOnce<Value, Key = void>(
  load: (key: Key) => Promise<Value>,
  idOf: (key: Key) => unknown = (key) => key,
): OnceLoader<Value, Key> {
  const loads = new Map<unknown, Promise<Value>>();
  const loader = (key: Key) => {
    const id = idOf(key);
    const known = loads.get(id);
    if (known) return known;
    const loading = load(key);
    loads.set(id, loading);
    loading.catch(() => {
      if (loads.get(id) === loading) loads.delete(id);
    });
    return loading;
  };
  return Object.assign(loader, {
    forget(key?: Key) {
      if (key === undefined) loads.clear();
      else loads.delete(idOf(key));
    },
  });
}

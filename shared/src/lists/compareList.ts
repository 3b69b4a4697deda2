import { createStoredList, useStoredList } from './storedList';

/** At least two machines make a comparison; more than four do not fit a page or a phone. */
export const compareLimits = { min: 2, max: 4 } as const;

/**
 * The machines in the comparison tray, by id, in the order they were added. Version 1:
 * `{ "version": 1, "items": string[] }` under `site.compare`.
 */
export const compareList = createStoredList<string>({
  key: 'site.compare',
  version: 1,
  readItem: (value) =>
    typeof value === 'string' && /^[a-z0-9-]+$/.test(value) ? value : undefined,
  limit: compareLimits.max,
});

export const useCompareList = () => useStoredList(compareList);

/** Adds a machine unless the tray is full; says whether it is in the tray afterwards. */
export function addToCompare(id: string): boolean {
  const items = compareList.read();
  if (items.includes(id)) return true;
  if (items.length >= compareLimits.max) return false;
  compareList.write((current) => [...current, id]);
  return true;
}

export function removeFromCompare(id: string): void {
  compareList.write((items) => items.filter((item) => item !== id));
}

export function clearCompare(): void {
  compareList.write(() => []);
}

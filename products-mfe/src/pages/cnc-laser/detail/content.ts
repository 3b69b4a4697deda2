import { categoryParameter } from '../catalogue/categories';
import { cncListPath, cncMachinePath, type CncMachineId } from '../catalogue/ids';
import type { CncMachine } from '../catalogue/machine';
import { canonicalCncId, findCncMachine } from '../catalogue/machines';

/** What an address below /products/cnc-laser/ shows. */
export type CncDetailTarget =
  | { kind: 'machine'; machine: CncMachine }
  | { kind: 'alias'; canonicalPath: string }
  | { kind: 'unknown' };

export function resolveCncDetail(id: string): CncDetailTarget {
  const canonical: CncMachineId | undefined = canonicalCncId(id);
  if (canonical) return { kind: 'alias', canonicalPath: cncMachinePath(canonical) };
  const machine = findCncMachine(id);
  return machine ? { kind: 'machine', machine } : { kind: 'unknown' };
}

/** The list filtered to a machine's category, for "show this category in the list". */
export const categoryListPath = (machine: CncMachine) =>
  `${cncListPath}?${categoryParameter}=${machine.categoryId}`;

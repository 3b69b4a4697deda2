import { compareLimits } from '@site/shared/lists/compareList';
import type { SpecValue } from '../../../specs/specValue';
import type { CncMachine } from '../../../content/cnc-laser/machine';
import { findCncMachine } from '../../../content/cnc-laser/machines';
import {
  specificationLabels,
  type SpecificationLabel,
} from '../../../content/cnc-laser/specifications';

/** What `?ids=` asks for: nothing yet, too many machines, or machines (some perhaps unknown). */
export type ComparisonRequest =
  | { kind: 'none' }
  | { kind: 'tooMany'; ids: readonly string[] }
  | { kind: 'machines'; machines: readonly CncMachine[]; unknown: readonly string[] };

/** An id as long as no machine's, cut short: the address is anyone's to write. */
const shown = (id: string) => (id.length > 40 ? `${id.slice(0, 40)}…` : id);

/** Reads `a,b,c` in order; an id named twice counts once. */
export function readComparison(value: string | null): ComparisonRequest {
  const ids = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) return { kind: 'none' };
  if (ids.length > compareLimits.max) return { kind: 'tooMany', ids };
  return {
    kind: 'machines',
    machines: ids.map(findCncMachine).filter((machine) => machine !== undefined),
    unknown: ids.filter((id) => !findCncMachine(id)).map(shown),
  };
}

/** One cell: words, a list of words, or nothing when the machine has no such value. */
export type ComparedValue = string | readonly string[] | undefined;

export interface ComparedRow {
  id: string;
  values: readonly ComparedValue[];
  /** Not every machine has the same value (a missing value differs from any value). */
  differs: boolean;
  /** Stated for some of the machines only (machines of different kinds). */
  partial: boolean;
}

/** Lists compare as sets: the same applications in another order are the same. */
const sameness = (value: ComparedValue) =>
  value === undefined ? '\u0000' : typeof value === 'string' ? value : [...value].sort().join('\n');

export function comparedRow(id: string, values: readonly ComparedValue[]): ComparedRow {
  return {
    id,
    values,
    differs: new Set(values.map(sameness)).size > 1,
    partial: values.includes(undefined) && values.some((value) => value !== undefined),
  };
}

/**
 * One row per specification label any of the machines has, in the order of
 * `specificationLabels`, so the machines line up by what is measured, not by where each sheet
 * happens to list it.
 */
export function specificationRows(
  machines: readonly CncMachine[],
  read: (value: SpecValue) => string,
): (ComparedRow & { id: SpecificationLabel })[] {
  return specificationLabels
    .filter((label) => machines.some((machine) => machine.specifications[label] !== undefined))
    .map((label) => ({
      ...comparedRow(
        label,
        machines.map((machine) => {
          const value = machine.specifications[label];
          return value === undefined ? undefined : read(value);
        }),
      ),
      id: label,
    }));
}

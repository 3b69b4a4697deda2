import type { SpecValue } from './specValue';

export interface SpecificationRow {
  label: string;
  value: SpecValue;
}

/** Specifications as the content writes them: rows, a label-to-value map, or `"label: value"` lines. */
export type SpecificationInput =
  readonly SpecificationRow[] | Readonly<Record<string, SpecValue>> | readonly string[];

/** Splits a line at its first colon only, so `Speed: 0-120 mm/s` and `Time: 10:30` both survive. */
export function splitSpecificationLine(line: string): SpecificationRow {
  const colon = line.indexOf(':');
  if (colon === -1) return { label: line.trim(), value: '' };
  return { label: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
}

export function normalizeSpecifications(input: SpecificationInput): SpecificationRow[] {
  if (Array.isArray(input)) {
    return (input as readonly (string | SpecificationRow)[]).map((item) =>
      typeof item === 'string' ? splitSpecificationLine(item) : { ...item },
    );
  }
  return Object.entries(input as Readonly<Record<string, SpecValue>>).map(([label, value]) => ({
    label,
    value,
  }));
}

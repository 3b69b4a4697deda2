import type { Unit } from './units';

/**
 * A figure of a specification as data: the number, its unit and its shape. The words around it
 * live in the locale files; `formatAmount` writes it in a language.
 */
export type Amount =
  /** 7.5 kW; ±0.05 mm with `sign: '±'`; Ø660 mm with `sign: 'Ø'`. */
  | { kind: 'single'; value: number; unit?: Unit; sign?: Sign }
  /** 1.5–120 kW; Ø20–220 mm. */
  | { kind: 'range'; from: number; to: number; unit?: Unit; sign?: Sign }
  /** 3000 × 1500 mm. */
  | { kind: 'size'; sides: readonly number[]; unit: Unit }
  /** 20 × 20 – 245 × 245 mm. */
  | { kind: 'sizeRange'; smallest: readonly number[]; largest: readonly number[]; unit: Unit }
  /** 900 / 300 / 400 mm: one figure per axis or per model. */
  | { kind: 'list'; values: readonly number[]; unit: Unit }
  /** 380 V, 50 Hz. */
  | { kind: 'together'; parts: readonly Amount[] };

type Sign = '±' | 'Ø';

export const amount = (value: number, unit?: Unit): Amount => ({ kind: 'single', value, unit });

export const range = (from: number, to: number, unit?: Unit): Amount => ({
  kind: 'range',
  from,
  to,
  unit,
});

/** ±0.05 mm. */
export const tolerance = (value: number, unit: Unit): Amount => ({
  kind: 'single',
  value,
  unit,
  sign: '±',
});

/** Ø20–220 mm, or Ø660 mm when `to` is left out. */
export const diameter = (from: number, to: number | undefined, unit: Unit): Amount =>
  to === undefined
    ? { kind: 'single', value: from, unit, sign: 'Ø' }
    : { kind: 'range', from, to, unit, sign: 'Ø' };

export const size = (sides: readonly number[], unit: Unit): Amount => ({
  kind: 'size',
  sides,
  unit,
});

export const sizeRange = (
  smallest: readonly number[],
  largest: readonly number[],
  unit: Unit,
): Amount => ({
  kind: 'sizeRange',
  smallest,
  largest,
  unit,
});

export const list = (values: readonly number[], unit: Unit): Amount => ({
  kind: 'list',
  values,
  unit,
});

export const together = (...parts: readonly Amount[]): Amount => ({ kind: 'together', parts });

export function isAmount(value: unknown): value is Amount {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

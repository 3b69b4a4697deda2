import type { Language } from '../i18n/languages';
import type { Amount } from './amount';
import { formatNumber, formatNumberRange } from './numberFormat';
import { unitSymbols, unitsOnTheNumber, type Unit } from './units';

const noBreak = '\u00a0';

/** A figure with its unit, kept on one line: "7,5 kVt", "45°". */
function withUnit(figure: string, unit: Unit | undefined, language: Language): string {
  if (!unit) return figure;
  const gap = unitsOnTheNumber.has(unit) ? '' : noBreak;
  return `${figure}${gap}${unitSymbols[unit][language]}`;
}

/**
 * How the numbers of a figure are grouped: millimetres, the unit of dimensions, are one block in
 * every language ("14000 × 3100 mm", "12000 mm"), so a size reads alike in a range, a text and a
 * drawing; other units follow the language ("12 000 кг", "12.000 kq").
 */
const grouping = (unit: Unit | undefined) => ({ grouped: unit !== 'mm' });

/** 1.5–120 in the language's own range style (an en dash with no spaces in all four). */
function numberRange(from: number, to: number, language: Language, unit?: Unit): string {
  return from === to
    ? formatNumber(from, language, 3, grouping(unit))
    : formatNumberRange(from, to, language, grouping(unit));
}

const sides = (values: readonly number[], language: Language, unit: Unit) =>
  values
    .map((value) => formatNumber(value, language, 3, grouping(unit)))
    .join(`${noBreak}×${noBreak}`);

/** Writes a specification figure in a language: "1,5–120 кВт", "±0,05 mm", "3000 × 1500 mm". */
export function formatAmount(figure: Amount, language: Language): string {
  switch (figure.kind) {
    case 'single':
      return withUnit(
        `${figure.sign ?? ''}${formatNumber(figure.value, language, 3, grouping(figure.unit))}`,
        figure.unit,
        language,
      );
    case 'range':
      return withUnit(
        `${figure.sign ?? ''}${numberRange(figure.from, figure.to, language, figure.unit)}`,
        figure.unit,
        language,
      );
    case 'size':
      return withUnit(sides(figure.sides, language, figure.unit), figure.unit, language);
    case 'sizeRange':
      // Both ends have spaces inside, so the dash between them takes spaces too.
      return withUnit(
        `${sides(figure.smallest, language, figure.unit)} – ${sides(figure.largest, language, figure.unit)}`,
        figure.unit,
        language,
      );
    case 'list':
      return withUnit(
        figure.values
          .map((value) => formatNumber(value, language, 3, grouping(figure.unit)))
          .join(' / '),
        figure.unit,
        language,
      );
    case 'together':
      return figure.parts.map((part) => formatAmount(part, language)).join(', ');
  }
}

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

/** 1.5–120 in the language's own range style (an en dash with no spaces in all four). */
function numberRange(from: number, to: number, language: Language): string {
  return from === to ? formatNumber(from, language) : formatNumberRange(from, to, language);
}

const sides = (values: readonly number[], language: Language) =>
  values.map((value) => formatNumber(value, language)).join(`${noBreak}×${noBreak}`);

/** Writes a specification figure in a language: "1,5–120 кВт", "±0,05 mm", "3000 × 1500 mm". */
export function formatAmount(figure: Amount, language: Language): string {
  switch (figure.kind) {
    case 'single':
      return withUnit(
        `${figure.sign ?? ''}${formatNumber(figure.value, language)}`,
        figure.unit,
        language,
      );
    case 'range':
      return withUnit(
        `${figure.sign ?? ''}${numberRange(figure.from, figure.to, language)}`,
        figure.unit,
        language,
      );
    case 'size':
      return withUnit(sides(figure.sides, language), figure.unit, language);
    case 'sizeRange':
      // Both ends have spaces inside, so the dash between them takes spaces too.
      return withUnit(
        `${sides(figure.smallest, language)} – ${sides(figure.largest, language)}`,
        figure.unit,
        language,
      );
    case 'list':
      return withUnit(
        figure.values.map((value) => formatNumber(value, language)).join(' / '),
        figure.unit,
        language,
      );
    case 'together':
      return figure.parts.map((part) => formatAmount(part, language)).join(', ');
  }
}

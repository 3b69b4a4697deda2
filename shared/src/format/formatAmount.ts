import type { Language } from '../i18n/languages';
import { numberLocale } from '../i18n/numberLocale';
import type { Amount } from './amount';
import { unitSymbols, unitsOnTheNumber, type Unit } from './units';

const noBreak = '\u00a0';

const formats = new Map<Language, Intl.NumberFormat>();

/**
 * Numbers as the language writes them: decimal comma in az, tr and ru, and a thousands separator
 * from five digits on (3000 mm, 12 000 mm), as technical texts do in all four languages.
 */
function numberFormat(language: Language): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), {
      maximumFractionDigits: 3,
      useGrouping: 'min2',
    });
    formats.set(language, format);
  }
  return format;
}

/** A figure with its unit, kept on one line: "7,5 kVt", "45°". */
function withUnit(figure: string, unit: Unit | undefined, language: Language): string {
  if (!unit) return figure;
  const gap = unitsOnTheNumber.has(unit) ? '' : noBreak;
  return `${figure}${gap}${unitSymbols[unit][language]}`;
}

/** 1.5–120 in the language's own range style (an en dash with no spaces in all four). */
function numberRange(from: number, to: number, language: Language): string {
  const format = numberFormat(language);
  return from === to ? format.format(from) : format.formatRange(from, to);
}

const sides = (values: readonly number[], language: Language) =>
  values.map((value) => numberFormat(language).format(value)).join(`${noBreak}×${noBreak}`);

/** Writes a specification figure in a language: "1,5–120 кВт", "±0,05 mm", "3000 × 1500 mm". */
export function formatAmount(figure: Amount, language: Language): string {
  const format = numberFormat(language);
  switch (figure.kind) {
    case 'single':
      return withUnit(`${figure.sign ?? ''}${format.format(figure.value)}`, figure.unit, language);
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
        `${sides(figure.from, language)} – ${sides(figure.to, language)}`,
        figure.unit,
        language,
      );
    case 'list':
      return withUnit(
        figure.values.map((value) => format.format(value)).join(' / '),
        figure.unit,
        language,
      );
    case 'together':
      return figure.parts.map((part) => formatAmount(part, language)).join(', ');
  }
}

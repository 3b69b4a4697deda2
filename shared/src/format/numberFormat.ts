import type { Language } from '../i18n/languages';

/**
 * How each language writes numbers: what `Intl.NumberFormat(language, { useGrouping: 'min2' })`
 * writes (a unit test compares the two over a sweep of numbers and every figure of the site):
 * decimal comma in az, tr and ru, and a thousands separator from five digits on (3000, 12 000).
 * The browser builds its number formats on first use, 15–35 ms of a phone's main thread in the
 * middle of the page taking over its HTML; this table writes the same text at no cost. It also
 * keeps az right where a browser's trimmed locale data would write az numbers as English does.
 */
const separators: Record<Language, { decimal: string; group: string }> = {
  az: { decimal: ',', group: '.' },
  tr: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
  ru: { decimal: ',', group: '\u00a0' },
};

/** The digits of |value| rounded half away from zero to `digits` decimals, as Intl rounds. */
function digitsOf(value: number, digits: number): [whole: string, fraction: string] {
  const text = Math.abs(value).toString();
  if (/e/i.test(text)) {
    const [whole = '0', fraction = ''] = Math.abs(value).toFixed(digits).split('.');
    return [whole, fraction.replace(/0+$/, '')];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction];
  const kept =
    BigInt(whole + fraction.slice(0, digits)) + (Number(fraction[digits]) >= 5 ? 1n : 0n);
  const all = kept.toString().padStart(digits + 1, '0');
  const point = all.length - digits;
  return [all.slice(0, point), all.slice(point).replace(/0+$/, '')];
}

/**
 * A number as the language writes it: "1,5", "14 000", "0.05" (at most `fractionDigits`);
 * `grouped: false` for a dimension in millimetres, which every language writes as one block
 * ("14000").
 */
export function formatNumber(
  value: number,
  language: Language,
  fractionDigits = 3,
  { grouped: grouping = true }: { grouped?: boolean } = {},
): string {
  const { decimal, group } = separators[language];
  const [whole, fraction] = digitsOf(value, fractionDigits);
  const grouped = grouping && whole.length >= 5 ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole;
  const sign = value < 0 && (whole !== '0' || fraction !== '') ? '-' : '';
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

/** A range as the language writes it: "1,5–120"; with a negative end "-10 – 40", as Intl does. */
export function formatNumberRange(
  from: number,
  to: number,
  language: Language,
  options: { grouped?: boolean } = {},
): string {
  const dash = from < 0 || to < 0 ? ' – ' : '–';
  return `${formatNumber(from, language, 3, options)}${dash}${formatNumber(to, language, 3, options)}`;
}

/** "At least this many", as the site states a figure about the company: "30+", "12 000+". */
export const formatAtLeast = (value: number, language: Language): string =>
  `${formatNumber(value, language)}+`;

import { describe, expect, it } from 'vitest';
import { languages } from '../../i18n/languages';
import { formatAtLeast, formatNumber, formatNumberRange } from '../numberFormat';

const intl = (language: string, fractionDigits = 3) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: fractionDigits, useGrouping: 'min2' });

const sweep = [
  0,
  1,
  7,
  12,
  99,
  380,
  1000,
  3000,
  9999,
  10000,
  12345,
  14000,
  99999,
  100000,
  1234567,
  20000000,
  0.05,
  0.1,
  0.5,
  1.2,
  1.5,
  2.25,
  4.8,
  7.5,
  12.5,
  0.001,
  0.0005,
  1.0005,
  2.4996,
  9999.9999,
  12345.678,
  -2.5,
  -10,
  -14000.25,
  ...Array.from({ length: 200 }, (_, index) => Math.round(((index * 7919) % 100000) * 37.3) / 1000),
];

describe('numbers as each language writes them', () => {
  it.each(languages)('match Intl.NumberFormat in %s', (language) => {
    for (const value of sweep)
      expect(formatNumber(value, language), String(value)).toBe(intl(language).format(value));
    for (const value of [0, 4.8, 4.75, 5, 3.25]) {
      expect(formatNumber(value, language, 1)).toBe(intl(language, 1).format(value));
    }
  });

  it.each(languages)('write ranges as Intl.NumberFormat does in %s', (language) => {
    for (const [from, to] of [
      [1.5, 120],
      [3000, 14000],
      [0.5, 4],
      [25, 2000],
      [-10, 40],
    ] as const) {
      expect(formatNumberRange(from, to, language)).toBe(intl(language).formatRange(from, to));
    }
  });
});

describe('figures stated as "at least"', () => {
  it('write the number as the language does, then a plus', () => {
    expect(formatAtLeast(30, 'az')).toBe('30+');
    expect(formatAtLeast(12000, 'ru')).toBe('12\u00a0000+');
    expect(formatAtLeast(12000, 'tr')).toBe('12.000+');
    expect(formatAtLeast(12000, 'en')).toBe('12,000+');
  });
});

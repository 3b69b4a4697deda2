import { describe, expect, it } from 'vitest';
import { amount, diameter, list, range, size, sizeRange, together, tolerance } from '../amount';
import { formatAmount } from '../formatAmount';

// Spaces that keep a figure with its unit are no-break spaces; they read as spaces here.
const read = (...args: Parameters<typeof formatAmount>) =>
  formatAmount(...args).replace(/[\u00a0\u202f]/g, ' ');

describe('formatAmount', () => {
  it.each([
    ['az', '1,5–120 kVt'],
    ['tr', '1,5–120 kW'],
    ['en', '1.5–120 kW'],
    ['ru', '1,5–120 кВт'],
  ] as const)('writes a power range in %s', (language, expected) => {
    expect(read(range(1.5, 120, 'kW'), language)).toBe(expected);
  });

  it.each([
    ['az', '±0,05 mm', '25–2000 dövr/dəq', '3000 kq', '380 V, 50 Hs', '0–120 mm/san'],
    ['tr', '±0,05 mm', '25–2000 dev/dk', '3000 kg', '380 V, 50 Hz', '0–120 mm/sn'],
    ['en', '±0.05 mm', '25–2000 rpm', '3000 kg', '380 V, 50 Hz', '0–120 mm/s'],
    ['ru', '±0,05 мм', '25–2000 об/мин', '3000 кг', '380 В, 50 Гц', '0–120 мм/с'],
  ] as const)('writes tolerances, speeds, weights and supplies in %s', (language, ...expected) => {
    expect([
      read(tolerance(0.05, 'mm'), language),
      read(range(25, 2000, 'rpm'), language),
      read(amount(3000, 'kg'), language),
      read(together(amount(380, 'V'), amount(50, 'Hz')), language),
      read(range(0, 120, 'mm/s'), language),
    ]).toEqual(expected);
  });

  it('groups thousands from five digits on, as the language does, but never millimetres', () => {
    expect(read(amount(12000, 'mm'), 'en')).toBe('12000 mm');
    expect(read(amount(12000, 'kg'), 'en')).toBe('12,000 kg');
    // Millimetres are dimensions: one block in every language; other units group by language.
    expect(read(amount(12000, 'mm'), 'tr')).toBe('12000 mm');
    expect(read(amount(12000, 'mm'), 'az')).toBe('12000 mm');
    expect(read(amount(12000, 'mm'), 'ru')).toBe('12000 мм');
    expect(read(amount(12000, 'kg'), 'ru')).toBe('12 000 кг');
    expect(read(amount(12000, 'kg'), 'az')).toBe('12.000 kq');
    expect(read(amount(6500, 'kg'), 'ru')).toBe('6500 кг');
  });

  it('writes sizes, size ranges, diameters, lists and angles', () => {
    expect(read(size([3000, 1500], 'mm'), 'ru')).toBe('3000 × 1500 мм');
    expect(read(sizeRange([20, 20], [245, 245], 'mm'), 'tr')).toBe('20 × 20 – 245 × 245 mm');
    expect(read(sizeRange([3000, 1500], [14000, 3100], 'mm'), 'az')).toBe(
      '3000 × 1500 – 14000 × 3100 mm',
    );
    expect(read(sizeRange([3000, 1500], [14000, 3100], 'mm'), 'ru')).toBe(
      '3000 × 1500 – 14000 × 3100 мм',
    );
    expect(read(diameter(20, 220, 'mm'), 'az')).toBe('Ø20–220 mm');
    expect(read(diameter(660, undefined, 'mm'), 'en')).toBe('Ø660 mm');
    expect(read(list([1000, 1500, 2000], 'W'), 'az')).toBe('1000 / 1500 / 2000 Vt');
    expect(read(tolerance(45, 'deg'), 'ru')).toBe('±45°');
    expect(read(range(0.5, 2, 'deg'), 'tr')).toBe('0,5–2°');
    expect(read(range(10, 18), 'en')).toBe('10–18');
  });

  it('keeps a figure and its unit on one line', () => {
    expect(formatAmount(amount(7.5, 'kW'), 'ru')).toBe('7,5\u00a0кВт');
  });
});

import { describe, expect, it } from 'vitest';
import { numberLocale } from '../numberLocale';

describe('numberLocale', () => {
  it('writes Azerbaijani numbers with a decimal comma and a dot between thousands', () => {
    const format = (value: number) => value.toLocaleString(numberLocale('az'));
    expect(format(4.8)).toBe('4,8');
    expect(format(12345.5)).toBe('12.345,5');
  });

  it('leaves the other languages to their own format', () => {
    expect(numberLocale('ru')).toBe('ru');
    expect(numberLocale('en')).toBe('en');
    expect(numberLocale('tr')).toBe('tr');
  });
});

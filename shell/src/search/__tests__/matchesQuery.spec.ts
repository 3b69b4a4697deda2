import { describe, expect, it } from 'vitest';
import { matchesQuery } from '../searchIndex';

describe('a search result matches what was typed', () => {
  it('when a marked word begins like a word of the query', () => {
    expect(matchesQuery('Fiber <mark>lazer</mark> kəsmə', 'lazer')).toBe(true);
    expect(matchesQuery('<mark>Laser</mark> power', 'lase')).toBe(true);
    expect(matchesQuery('аппараты для <mark>сварки</mark>', 'сварка')).toBe(true);
    expect(matchesQuery('<mark>Kaynak</mark> makineleri', 'KAYNAK')).toBe(true);
    expect(matchesQuery('Model <mark>HLW-1500</mark>', 'HLW-1500')).toBe(true);
    expect(matchesQuery('<mark>tube</mark> up to 220 mm', '3000 W tube laser')).toBe(true);
    expect(matchesQuery('в двутавре (<mark>H</mark>-<mark>beam</mark>)', 'H-beam')).toBe(true);
    expect(matchesQuery('H-tirlər <mark>(H-beam),</mark> üçün', 'H-beam')).toBe(true);
  });

  it('not when Pagefind fell back to the first letters of an unknown word', () => {
    expect(matchesQuery('Travel X / Y / <mark>Z</mark> 900 mm', 'zeppelin')).toBe(false);
    expect(matchesQuery('<mark>to</mark> 120 kW', 'tortoise')).toBe(false);
  });

  it('when the excerpt marks nothing (the match was in the title)', () => {
    expect(matchesQuery('Hydraulic guillotine shear', 'shear')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeSpecifications } from '../normalizeSpecifications';

describe('normalizeSpecifications', () => {
  it('keeps label/value rows', () => {
    expect(normalizeSpecifications([{ label: 'Laser power', value: '1.5KW-120KW' }])).toEqual([
      { label: 'Laser power', value: '1.5KW-120KW' },
    ]);
  });

  it('turns a key-to-value map into rows in order', () => {
    expect(normalizeSpecifications({ 'Max diameter': '660 mm', 'Max load': '3000 kg' })).toEqual([
      { label: 'Max diameter', value: '660 mm' },
      { label: 'Max load', value: '3000 kg' },
    ]);
  });

  it('splits "label: value" strings at the first colon only', () => {
    expect(
      normalizeSpecifications(['Speed: 0-120 mm/s', 'Cycle: 10:30 min', 'Ratio: 1:2:3']),
    ).toEqual([
      { label: 'Speed', value: '0-120 mm/s' },
      { label: 'Cycle', value: '10:30 min' },
      { label: 'Ratio', value: '1:2:3' },
    ]);
  });

  it('keeps a line without a colon as a label', () => {
    expect(normalizeSpecifications(['Fibre laser source'])).toEqual([
      { label: 'Fibre laser source', value: '' },
    ]);
  });

  it('keeps symbols such as ± and ×', () => {
    expect(normalizeSpecifications(['Positioning accuracy: ±0.05 mm'])).toEqual([
      { label: 'Positioning accuracy', value: '±0.05 mm' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { gridSizes } from '../site-image/sizes';

describe('gridSizes', () => {
  it('gives the width of one column of the page container at each viewport width', () => {
    expect(gridSizes({ 0: 2, 900: 4 })).toBe(
      '(min-width: 1232px) 300px, (min-width: 900px) calc((100vw - 2rem) / 4), calc((100vw - 2rem) / 2)',
    );
    expect(gridSizes({ 0: 1, 960: 2 })).toBe(
      '(min-width: 1232px) 600px, (min-width: 960px) calc((100vw - 2rem) / 2), calc(100vw - 2rem)',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { starCount } from '../homeContent';
import { createStars } from '../stars';

describe('the starfield', () => {
  it('has 200 particles', () => {
    expect(starCount).toBe(200);
    expect(createStars(starCount)).toHaveLength(200);
  });

  it('places every star inside the sky', () => {
    for (const star of createStars(500)) {
      expect(star.x).toBeGreaterThanOrEqual(0);
      expect(star.x).toBeLessThan(1);
      expect(star.y).toBeGreaterThanOrEqual(0);
      expect(star.y).toBeLessThan(1);
      expect(star.brightness).toBeGreaterThan(0);
    }
  });
});

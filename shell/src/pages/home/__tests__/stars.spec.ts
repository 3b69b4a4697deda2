import { describe, expect, it } from 'vitest';
import { starCount } from '../homeContent';
import { createStars, moveStars } from '../stars';

describe('the starfield', () => {
  it('has 200 particles', () => {
    expect(starCount).toBe(200);
    expect(createStars(starCount)).toHaveLength(200);
  });

  it('keeps every star inside the sky as it drifts', () => {
    const stars = createStars(50);
    for (let frame = 0; frame < 1000; frame += 1) moveStars(stars, 64);
    for (const star of stars) {
      expect(star.x).toBeGreaterThanOrEqual(0);
      expect(star.x).toBeLessThan(1);
      expect(star.y).toBeGreaterThanOrEqual(0);
      expect(star.y).toBeLessThan(1);
    }
  });
});

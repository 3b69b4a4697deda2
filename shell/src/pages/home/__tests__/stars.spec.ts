import { describe, expect, it, vi } from 'vitest';
import { createSkies, createStars, drawStars } from '../stars';

describe('the starfield', () => {
  it('draws 200 stars, spread over its two layers', () => {
    const context = {
      clearRect: vi.fn(),
      beginPath: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
    } as unknown as CanvasRenderingContext2D;
    for (const sky of createSkies()) drawStars(context, sky, 800, 600);
    expect(vi.mocked(context.fill)).toHaveBeenCalledTimes(200);
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

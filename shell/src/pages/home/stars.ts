import { starCount } from './homeContent';

export interface Star {
  x: number;
  y: number;
  radius: number;
  brightness: number;
}

/** Positions are fractions of the sky, so a resize keeps the picture. */
export function createStars(count: number, random: () => number = Math.random): Star[] {
  return Array.from({ length: count }, () => ({
    x: random(),
    y: random(),
    radius: 0.5 + random() * 1.2,
    brightness: 0.35 + random() * 0.65,
  }));
}

export function drawStars(
  context: CanvasRenderingContext2D,
  stars: readonly Star[],
  width: number,
  height: number,
): void {
  context.clearRect(0, 0, width, height);
  context.fillStyle = '#ffffff';
  for (const star of stars) {
    context.globalAlpha = star.brightness;
    context.beginPath();
    context.arc(star.x * width, star.y * height, star.radius, 0, Math.PI * 2);
    context.fill();
  }
  context.globalAlpha = 1;
}

/** The two layers of the hero's sky (they drift at two speeds), 200 stars between them. */
export function createSkies(random: () => number = Math.random): [Star[], Star[]] {
  const half = Math.ceil(starCount / 2);
  return [createStars(half, random), createStars(starCount - half, random)];
}

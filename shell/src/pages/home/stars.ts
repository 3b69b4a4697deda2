export interface Star {
  x: number;
  y: number;
  radius: number;
  speed: number;
  phase: number;
}

/** Positions are fractions of the canvas, so a resize keeps the sky. */
export function createStars(count: number, random: () => number = Math.random): Star[] {
  return Array.from({ length: count }, () => ({
    x: random(),
    y: random(),
    radius: 0.4 + random() * 1.4,
    speed: 0.004 + random() * 0.014,
    phase: random() * Math.PI * 2,
  }));
}

/** Drifts every star up and to the left, wrapping at the edges; `elapsedMs` since the last frame. */
export function moveStars(stars: Star[], elapsedMs: number): void {
  const step = elapsedMs / 1000;
  for (const star of stars) {
    star.x = (star.x - star.speed * step + 1) % 1;
    star.y = (star.y - star.speed * 0.5 * step + 1) % 1;
    star.phase += step * 2;
  }
}

export function drawStars(
  context: CanvasRenderingContext2D,
  stars: readonly Star[],
  width: number,
  height: number,
): void {
  context.clearRect(0, 0, width, height);
  const scale = Math.max(1, width / 1200);
  for (const star of stars) {
    context.globalAlpha = 0.35 + 0.45 * (0.5 + 0.5 * Math.sin(star.phase));
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(star.x * width, star.y * height, star.radius * scale, 0, Math.PI * 2);
    context.fill();
  }
  context.globalAlpha = 1;
}

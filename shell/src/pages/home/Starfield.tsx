import { useEffect, useRef, useState } from 'react';
import { starCount } from './homeContent';
import { createStars, drawStars, moveStars } from './stars';

type Motion = 'running' | 'paused' | 'still';

/**
 * The hero's animated starfield. Still when the visitor prefers reduced motion, paused while the
 * tab is hidden.
 */
export function Starfield({ className }: { className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [motion, setMotion] = useState<Motion>('paused');

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const stars = createStars(starCount);
    let frame = 0;
    let last = 0;

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      element.width = element.clientWidth * ratio;
      element.height = element.clientHeight * ratio;
      drawStars(context, stars, element.width, element.height);
    };
    const tick = (time: number) => {
      const elapsed = last ? Math.min(time - last, 64) : 16;
      last = time;
      moveStars(stars, elapsed);
      drawStars(context, stars, element.width, element.height);
      frame = requestAnimationFrame(tick);
    };
    const update = () => {
      cancelAnimationFrame(frame);
      last = 0;
      if (reduced.matches) return setMotion('still');
      if (document.hidden) return setMotion('paused');
      setMotion('running');
      frame = requestAnimationFrame(tick);
    };

    resize();
    update();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', update);
    reduced.addEventListener('change', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', update);
      reduced.removeEventListener('change', update);
    };
  }, []);

  return (
    <canvas
      ref={canvas}
      className={className}
      aria-hidden="true"
      data-particles={starCount}
      data-motion={motion}
    />
  );
}

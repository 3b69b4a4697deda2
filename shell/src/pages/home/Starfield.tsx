import { useEffect, useRef, useState } from 'react';
import { createSkies, drawStars } from './stars';
import styles from './Starfield.module.css';

type Motion = 'running' | 'paused' | 'still';

/**
 * The hero's starfield: 200 stars in two layers that drift and twinkle by CSS animation, so the
 * main thread draws them once and then stays free. Still when the visitor prefers reduced motion,
 * paused while the tab is hidden.
 */
export function Starfield({ className }: { className?: string }) {
  const near = useRef<HTMLCanvasElement>(null);
  const far = useRef<HTMLCanvasElement>(null);
  const [motion, setMotion] = useState<Motion>('paused');

  useEffect(() => {
    const layers = [near.current, far.current].filter((layer) => layer !== null);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const skies = createSkies();
    const draw = () =>
      layers.forEach((layer, index) => {
        const context = layer.getContext('2d');
        if (!context) return;
        layer.width = layer.clientWidth;
        layer.height = layer.clientHeight;
        drawStars(context, skies[index] ?? [], layer.width, layer.height);
      });
    const update = () =>
      setMotion(reduced.matches ? 'still' : document.hidden ? 'paused' : 'running');

    draw();
    update();
    window.addEventListener('resize', draw);
    document.addEventListener('visibilitychange', update);
    reduced.addEventListener('change', update);
    return () => {
      window.removeEventListener('resize', draw);
      document.removeEventListener('visibilitychange', update);
      reduced.removeEventListener('change', update);
    };
  }, []);

  return (
    <div className={`${styles.sky} ${className ?? ''}`} aria-hidden="true" data-motion={motion}>
      <canvas ref={far} className={`${styles.layer} ${styles.far}`} />
      <canvas ref={near} className={`${styles.layer} ${styles.near}`} />
    </div>
  );
}

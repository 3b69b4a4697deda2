import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec: every route change starts at the top, tried again at 50 ms and 200 ms for late layouts. */
export const scrollRetriesMs = [50, 200] as const;

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    const timers = scrollRetriesMs.map((ms) => window.setTimeout(toTop, ms));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [pathname]);
  return null;
}

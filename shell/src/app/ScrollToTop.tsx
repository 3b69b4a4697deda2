import { useEffect, useRef } from 'react';
import { useLocation } from '@site/router';

/** Spec: every route change starts at the top, tried again at 50 ms and 200 ms for late layouts. */
export const scrollRetriesMs = [50, 200] as const;

/**
 * Scrolls to the top when the path changes. The first page of a visit is left alone: it opens
 * at the top anyway, and a reload or a `#fragment` keeps the place the browser chose.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    const timers = scrollRetriesMs.map((ms) => window.setTimeout(toTop, ms));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [pathname]);
  return null;
}

import { useEffect, useRef } from 'react';
import { useLocation } from '@site/router';

/** Spec: every route change starts at the top, tried again at 50 ms and 200 ms for late layouts. */
export const scrollRetriesMs = [50, 200] as const;

/** What a visitor does to scroll the page themselves: after that, the page stays where they put it. */
const ownScrolling = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the top when the path changes. The first page of a visit is left alone: it opens
 * at the top anyway, and a reload or a `#fragment` keeps the place the browser chose. The retries
 * stop as soon as the visitor scrolls, presses a key or taps: a late retry must not throw a
 * visitor who is already reading back to the top, nor move a button from under their finger.
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
    const stop = () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      ownScrolling.forEach((type) => window.removeEventListener(type, stop, true));
    };
    ownScrolling.forEach((type) =>
      window.addEventListener(type, stop, { capture: true, passive: true }),
    );
    return stop;
  }, [pathname]);
  return null;
}

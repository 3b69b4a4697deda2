import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the screen, and stays true once it has: what
 * waits below the first screen wakes as the visitor scrolls towards it, not with the page. False
 * in the prerendered page, so the HTML and its first render agree.
 */
export function useNear(element: RefObject<Element | null>, margin = '50%'): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);

  return near;
}

import { useLayoutEffect, type RefObject } from 'react';

/**
 * A list or menu the page's inline script opened before the client took over
 * (shell/src/loader/clientLoader.ts) shows open, and its button says so: hydration leaves the
 * attribute as it found it. React adopts it open, before the next paint.
 */
export function useAdoptOpen(trigger: RefObject<HTMLButtonElement | null>, open: () => void) {
  useLayoutEffect(() => {
    if (trigger.current?.getAttribute('aria-expanded') === 'true') open();
    // The page's state as the client found it: read once, on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

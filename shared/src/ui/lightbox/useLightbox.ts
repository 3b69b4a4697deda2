import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { closedLightbox, lightboxReducer, type LightboxAction } from './lightboxState';

export function useLightbox(count: number) {
  const reducer = useCallback(
    (state: Parameters<typeof lightboxReducer>[0], action: LightboxAction) =>
      lightboxReducer(state, action, count),
    [count],
  );
  const [state, dispatch] = useReducer(reducer, closedLightbox);
  const inHistory = useRef(false);

  // An open lightbox is a step in the browser's history: Back closes it instead of leaving the page,
  // also when pressed as soon as it shows (a layout effect, as the dialog's keys).
  useLayoutEffect(() => {
    if (!state.open) return;
    if (!inHistory.current) {
      window.history.pushState({ ...window.history.state, lightbox: true }, '');
      inHistory.current = true;
    }
    const onBack = () => {
      inHistory.current = false;
      dispatch({ type: 'close' });
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [state.open]);

  useEffect(() => {
    if (state.open || !inHistory.current) return;
    inHistory.current = false;
    window.history.back();
  }, [state.open]);

  return useMemo(
    () => ({
      state,
      dispatch,
      open: (index: number) => dispatch({ type: 'open', index }),
      close: () => dispatch({ type: 'close' }),
    }),
    [state],
  );
}

export type LightboxControls = ReturnType<typeof useLightbox>;
